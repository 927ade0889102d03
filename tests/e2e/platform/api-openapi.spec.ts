import { test, expect } from '@playwright/test';
import { Validator } from '@seriousme/openapi-schema-validator';

type Operation = { operationId: string; 'x-access': string };
const operationIds = (doc: { paths: Record<string, Record<string, Operation>> }) =>
  Object.values(doc.paths).flatMap((item) => Object.values(item).map((o) => o.operationId));

test('the services publish their OpenAPI 3.1 contract, all together and one by one', async ({ request, baseURL }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const all = await response.json();
  expect(await new Validator().validate(all)).toEqual({ valid: true });
  expect(all.servers).toEqual([{ url: baseURL }]);
  const ids = operationIds(all);
  expect(ids).toContain('photo-management GET /photos/timeline/{year}/{month}');
  expect(ids).toContain('upload HEAD /files/{id}');

  const services = (await (await request.get('/config.json')).json()).services as Record<string, string>;
  let total = 0;
  for (const service of Object.keys(services)) {
    const one = await (await request.get(`/api/${service}/openapi.json`)).json();
    expect(await new Validator().validate(one), service).toEqual({ valid: true });
    expect(one.servers).toEqual([{ url: `${baseURL}/api/${service}` }]);
    total += operationIds(one).length;
  }
  expect(total).toBe(ids.length);
  expect((await request.get('/api/no-such-service/openapi.json')).status()).toBe(404);
});
