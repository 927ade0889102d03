import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { allRoutes, type MountedRoute } from '@/server/http/mounted-routes';
import { startServer, signUpCookies, accessToken } from '../support/server.mjs';

/**
 * Property-based bad input: random and hostile path ids, query strings, bodies, headers and bytes at
 * every endpoint. Never a 5xx, never a stack trace, always a message. Fixed seed, bounded runs.
 */
const SEED = 20261122;
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '../../etc/passwd',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '9'.repeat(400),
    '\u0000',
    '😀',
    '%',
    '%ZZ',
    'undefined',
    '[]',
    '{}',
    randomUUID(),
  ),
);
const queryObject = fc.dictionary(
  fc.constantFrom('cursor', 'limit', 'sortKey', 'sortOrder', 'page', 'tab', 'displaySharedData', 'offset', 'skip', 'x'),
  hostileString,
  { maxKeys: 4 },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{',
    'null',
    '[]',
    '""',
    '{"photoIds":["x"]}',
    '{"photoIds":' + JSON.stringify(Array.from({ length: 5000 }, (_, i) => String(i))) + '}',
  ),
  fc.string({ maxLength: 200 }),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/offset+octet-stream',
);

let server: Awaited<ReturnType<typeof startServer>>;
let token = '';

beforeAll(async () => {
  server = await startServer({ contract: true, port: Number(process.env.FUZZ_PORT ?? 4463) });
  token = accessToken(await signUpCookies(server, `fuzz-${randomUUID().slice(0, 8)}@test.example`))!;
}, 120_000);
afterAll(async () => server?.stop());

function url(route: MountedRoute, param: string, query: Record<string, string>): string {
  const path = (route.path.startsWith('/') ? route.path : `/${route.path}`)
    .replace(/:(\w+)/g, () => encodeURIComponent(param))
    .replace('/*', `/${encodeURIComponent(param)}`);
  const search = new URLSearchParams(query).toString();
  return `${server.origin}/api/${route.service}${path}${search ? `?${search}` : ''}`;
}

const STACK = /\n\s+at |node_modules|\.mjs:\d+|\.ts:\d+|Error: /;

describe('bad input never breaks a service', () => {
  it.each(allRoutes.map((r) => [`${r.service} ${r.method} ${r.path}`, r] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(hostileString, queryObject, body, contentType, fc.boolean(), async (param, query, payload, type, signedIn) => {
          const response = await fetch(url(route, param, query), {
            method: route.method,
            headers: { 'content-type': type, origin: server.origin, ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
            body: ['GET', 'HEAD'].includes(route.method) ? undefined : payload,
            redirect: 'manual',
          });
          const text = await response.text();
          expect(response.status, text.slice(0, 200)).toBeLessThan(500);
          expect(text).not.toMatch(STACK);
          if (response.status >= 400 && route.method !== 'HEAD' && response.headers.get('content-type')?.includes('json')) {
            expect(typeof JSON.parse(text).message).toBe('string');
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    120_000,
  );
});

/** A request with a Host header of our choosing (fetch sets its own). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; location?: string; text: string }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: 'localhost', port, path, headers }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const hostileHeader = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x21-\x7e]/g, '')),
  fc.constantFrom(
    'evil.attacker.example',
    'nl.evil.example',
    'localhost:1',
    '[::1]',
    '999.999.999.999',
    'null',
    'a'.repeat(300),
    'xn--80ak6aa92e.com',
    'www.',
    '.',
  ),
);

describe('bad returnTo, Host and Origin never break a page', () => {
  it('returnTo on /login, signed in or not, only ever redirects to this site', async () => {
    const cookie = `access_token=${token}`;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileString, fc.constantFrom('/%09/evil.example', '//evil', '/\\evil', '/\n/x', '/é')),
        fc.boolean(),
        async (value, signedIn) => {
          const response = await fetch(`${server.origin}/login?returnTo=${encodeURIComponent(value)}`, {
            headers: signedIn ? { cookie } : {},
            redirect: 'manual',
          });
          expect(response.status).toBeLessThan(500);
          const location = response.headers.get('location');
          if (location) expect(new URL(location, 'https://shop.example').host).toBe('shop.example');
        },
      ),
      { seed: SEED, numRuns: RUNS * 4 },
    );
  }, 120_000);

  it('any Host or Origin header on pages and the API answers below 500, and links stay ours', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileHeader,
        hostileHeader,
        fc.constantFrom('/login', '/', '/settings', '/api/customer/customers/me', '/config.json'),
        async (host, origin, path) => {
          const response = await rawGet(path, { host, origin: `https://${origin}`, authorization: `Bearer ${token}` });
          expect(response.status, `${host} ${path}`).toBeLessThan(500);
          expect(response.text).not.toMatch(STACK);
          if (response.location?.includes('://')) expect(new URL(response.location).host).not.toBe(host);
        },
      ),
      { seed: SEED, numRuns: RUNS * 4 },
    );
  }, 120_000);
});

/** Every Astro Action, discovered from src/actions: `<area>.<name>` for each `name: defineAction(` of each exported area. */
function discoverActions(): string[] {
  const names: string[] = [];
  for (const file of fs.readdirSync('src/actions').filter((f) => f.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join('src/actions', file), 'utf8');
    const area = /export const (\w+) = \{/.exec(source)?.[1];
    if (!area) continue;
    for (const [, name] of source.matchAll(/^ {2}(\w+): defineAction\(/gm)) names.push(`${area}.${name}`);
  }
  // Signing out everywhere ends the fuzzing session: it goes last.
  return names.sort((a, b) => Number(a.endsWith('signOutEverywhere')) - Number(b.endsWith('signOutEverywhere')));
}

const formFields = fc.dictionary(
  fc.constantFrom(
    'id',
    'productCode',
    'orderCode',
    'token',
    'email',
    'password',
    'firstName',
    'street',
    'postalCode',
    'country',
    'deliveryType',
    'callbackUrl',
    'callbackFormat',
    'area',
    'page',
    'title',
    'categories',
    'returnTo',
    'q',
    'status',
    'x',
  ),
  hostileString,
  { maxKeys: 6 },
);

describe('bad input never breaks a form action', () => {
  const actions = discoverActions();
  it('discovers the actions from the code', () => {
    expect(actions.length).toBeGreaterThan(20);
  });
  it.each(actions.map((a) => [a]))(
    '%s',
    async (action) => {
      await fc.assert(
        fc.asyncProperty(formFields, async (fields) => {
          const response = await fetch(`${server.origin}/?_action=${action}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin, cookie: `access_token=${token}` },
            body: new URLSearchParams(fields),
            redirect: 'manual',
          });
          const text = await response.text();
          expect(response.status, text.slice(0, 200)).toBeLessThan(500);
          expect(text).not.toMatch(STACK);
          // The page the action sends the browser back to shows its result.
          const location = response.headers.get('location');
          if (location?.startsWith('/')) {
            const flash = response.headers
              .getSetCookie()
              .map((c) => c.split(';')[0])
              .join('; ');
            const page = await fetch(server.origin + location, {
              headers: { cookie: `access_token=${token}; ${flash}` },
              redirect: 'manual',
            });
            const html = await page.text();
            expect(page.status, `${location}: ${html.slice(0, 200)}`).toBeLessThan(500);
            expect(html).not.toMatch(STACK);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    120_000,
  );
});
