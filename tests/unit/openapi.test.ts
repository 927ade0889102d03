import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiDocument, serviceNames } from '@/server/http/openapi';
import { allRoutes } from '@/server/http/mounted-routes';
import { routeId } from '@/server/http/answers';

type Operation = { operationId: string; summary: string; 'x-access': string; security: unknown[]; responses: Record<string, unknown> };
const operations = (doc: Record<string, unknown>) =>
  Object.values(doc.paths as Record<string, Record<string, Operation>>).flatMap((item) => Object.values(item));

/** Every `method: '…', path: '…'` pair written in a routes.ts, read as text (not through the router). */
/** A service's routes.ts and the modules of routes it is assembled from (`./timeline-routes`, `./album-photo-reads`, …). */
function routeModules(file: string): string[] {
  const found = new Set([file]);
  for (const f of found)
    for (const [, name] of fs.readFileSync(f, 'utf8').matchAll(/from '\.\/([\w-]+)'/g)) {
      const module = path.join(path.dirname(file), `${name}.ts`);
      if (/-(routes|reads)$/.test(name) && fs.existsSync(module)) found.add(module);
    }
  return [...found];
}

function routesInSource(): string[] {
  const dir = 'src/server/services';
  return fs.readdirSync(dir).flatMap((service) => {
    const file = path.join(dir, service, 'routes.ts');
    if (!fs.existsSync(file)) return [];
    const table = routeModules(file)
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    // A table built on contracts (src/domain/contracts/<name>.ts) has its methods and paths there.
    const contracts = [...table.matchAll(/from '@\/domain\/contracts\/([\w-]+)'/g)].filter(([, name]) => name !== 'contract');
    const text = [table, ...contracts.map(([, name]) => fs.readFileSync(`src/domain/contracts/${name}.ts`, 'utf8'))].join('\n');
    const base = /const base = '([^']+)'/.exec(text)?.[1] ?? '';
    // Routes written once for several collections (`${albums.base}/…`) exist once per collection's base.
    const collectionBases = [...text.matchAll(/^ {2}base: '([^']+)',$/gm)].map(([, b]) => b);
    const collectionBase = /\$\{\w+\.base\}/;
    return [...text.matchAll(/method: '(\w+)',\s+path: ['`]([^'`]+)['`]/g)].flatMap(([, method, p]) =>
      (collectionBase.test(p) ? collectionBases.map((b) => p.replace(collectionBase, b)) : [p.replace('${base}', base)]).map((path) =>
        routeId({ service, method: method as 'GET', path } as never),
      ),
    );
  });
}

describe('the OpenAPI document of the services', () => {
  const doc = openApiDocument({ origin: 'https://account.example' });

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of every routes.ts, once', () => {
    const ids = operations(doc).map((o) => o.operationId);
    const written = routesInSource();
    expect(written.length).toBeGreaterThan(80);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...written].sort());
    expect(ids.length).toBe(allRoutes.length);
  });

  it('gives each route a summary, its access level and its error answers', () => {
    for (const op of operations(doc)) {
      expect(op.summary.length, op.operationId).toBeGreaterThan(5);
      expect(['public', 'user', 'business', 'consumer']).toContain(op['x-access']);
      expect(op.security.length === 0, op.operationId).toBe(op['x-access'] === 'public');
      expect(Object.keys(op.responses), op.operationId).toEqual(expect.arrayContaining(['500', '503']));
      if (op['x-access'] !== 'public') expect(op.responses['401'], op.operationId).toBeDefined();
    }
    const thumbnail = (doc.paths as Record<string, Record<string, Operation>>)['/api/photo-management/photos/{id}/thumbnails/{size}'].get;
    expect(Object.keys(thumbnail.responses)).toEqual(['200', '302', '304', '400', '401', '404', '500', '503']);
    // With blobs in S3 the file is at a presigned URL the redirect names.
    expect(thumbnail.responses['302']).toMatchObject({ headers: { Location: expect.anything() } });
    expect(thumbnail.responses['404']).toEqual({
      description: expect.stringContaining('Not found'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('has one document per service, with paths below its own base URL', async () => {
    for (const service of serviceNames()) {
      const one = openApiDocument({ origin: 'https://account.example', service, serviceBase: `https://services.example/api/${service}` });
      expect((await new Validator().validate(one)).valid).toBe(true);
      expect(one.servers).toEqual([{ url: `https://services.example/api/${service}` }]);
      expect(operations(one).length).toBe(allRoutes.filter((r) => r.service === service).length);
    }
    const photos = openApiDocument({ origin: 'https://a.example', service: 'photo-management' });
    expect(Object.keys(photos.paths as object)).toContain('/photos/timeline/{year}/{month}');
  });
});
