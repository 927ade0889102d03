import type { z } from 'zod';
import { serviceClient, type HttpOptions } from './http';
import { customer, address, addressList, type customerUpdate, type customerPatch } from '@/domain/schemas/customer';
import type { deliveryAddressInput } from '@/domain/schemas/settings';
import { okAnswer } from '@/domain/schemas/answers';
import { newsletterAnswer, requestedAnswer } from '@/domain/schemas/account';

type AddressBody = z.input<typeof deliveryAddressInput>;

/** Typed client of the customer service (spec §7, mounted at /api/customer); every answer is parsed with its schema. */
export function customerClient(options: HttpOptions) {
  const api = serviceClient('customer', options);
  const addressPath = (id: string) => `/customers/me/addresses/${encodeURIComponent(id)}`;
  return {
    me: () => api.request('/customers/me', customer),
    updateMe: (body: z.input<typeof customerUpdate>) => api.request('/customers/me', customer, { method: 'PUT', body }),
    patchMe: (body: z.input<typeof customerPatch>) => api.request('/customers/me', customer, { method: 'PATCH', body }),
    addresses: async () => (await api.request('/customers/me/addresses', addressList)).addresses,
    createAddress: (body: AddressBody) => api.request('/customers/me/addresses', address, { method: 'POST', body }),
    updateAddress: (id: string, body: AddressBody) => api.request(addressPath(id), address, { method: 'PUT', body }),
    deleteAddress: (id: string) => api.request(addressPath(id), okAnswer, { method: 'DELETE' }),
    newsletter: async (channel: string) => (await api.request('/customers/me/newsletter', newsletterAnswer, { query: { channel } })).state,
    subscribeNewsletter: (channel: string) =>
      api.request('/customers/me/newsletter', requestedAnswer, { method: 'POST', query: { channel } }),
    unsubscribeNewsletter: (channel: string) => api.request('/customers/me/newsletter', okAnswer, { method: 'DELETE', query: { channel } }),
  };
}
