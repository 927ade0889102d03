import { expect, type APIRequestContext } from '@playwright/test';

/** Helpers for the shop tests: a fresh account gets its own orders, projects and online products through the APIs. */
export const HOME_ADDRESS = {
  name: 'Test User',
  street: 'Baker Street',
  houseNumber: '12',
  postalCode: 'NW1 6XE',
  city: 'London',
  country: 'GB',
};

export async function placeOrder(
  request: APIRequestContext,
  products: { articleId: string; options?: Record<string, string>; quantity?: number }[],
) {
  const response = await request.post('/api/order/v1/superorders', { data: { deliveryAddress: HOME_ADDRESS, products } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { code: string; products: { code: string }[] };
}

export async function createProject(request: APIRequestContext, name: string, articleId = 'PB-A4-LANDSCAPE') {
  const response = await request.post('/api/projects/api/v2/projects', { data: { name, articleId } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: string; name: string };
}

export async function createOnlineProduct(request: APIRequestContext, title: string) {
  const order = await placeOrder(request, [{ articleId: 'PB-A4-LANDSCAPE', options: { coverType: 'hard' } }]);
  const productCode = order.products[0].code;
  const response = await request.post(`/api/widget/v1/widget/${productCode}`, { data: { title } });
  expect(response.status(), await response.text()).toBe(200);
  return { orderCode: order.code, productCode };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
