import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { allRoutes, type MountedRoute } from '@/server/http/mounted-routes';
import { startServer, signUpCookies, accessToken, SERVER_START_TIMEOUT_MS } from '../support/server.mjs';
import { discoverActions as discoverAll } from '../support/actions';

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
}, SERVER_START_TIMEOUT_MS);
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

/** Every Astro Action; signing out everywhere ends the fuzzing session, so it goes last. */
function discoverActions(): string[] {
  return discoverAll().sort((a, b) => Number(a.endsWith('signOutEverywhere')) - Number(b.endsWith('signOutEverywhere')));
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

/** A page request with the query exactly as given (fetch would normalise some bytes). */
function rawPage(pathAndQuery: string): Promise<{ status: number; location?: string; text: string }> {
  return rawGet(pathAndQuery, { host: new URL(server.origin).host });
}

/** Hostile confirmation tokens, as they would appear in the query of a mailed link. */
const BAD_TOKENS: [name: string, query: string][] = [
  ['missing', ''],
  ['empty', 'confirmation-token='],
  ['short', 'confirmation-token=x'],
  ['unknown', `confirmation-token=${'A'.repeat(43)}`],
  ['overlong', `confirmation-token=${'a'.repeat(201)}`],
  ['very long', `confirmation-token=${'a'.repeat(8000)}`],
  ['NUL', 'confirmation-token=%00'],
  ['NUL inside', `confirmation-token=${'A'.repeat(20)}%00${'A'.repeat(22)}`],
  ['newline', 'confirmation-token=%0d%0aSet-Cookie:%20x=1'],
  ['markup', `confirmation-token=${encodeURIComponent('<script>alert(1)</script>')}`],
  ['SQL', `confirmation-token=${encodeURIComponent("' OR 1=1 --")}`],
  ['emoji', `confirmation-token=${encodeURIComponent('😀')}`],
  ['twice', 'confirmation-token=a&confirmation-token=b'],
  ['undecodable', 'confirmation-token=%ZZ'],
];

describe('bad confirmation tokens get a clear answer, never a 500', () => {
  it.each(BAD_TOKENS)('the password reset page with a %s token says the link is not usable, with a 4xx', async (_name, query) => {
    const response = await rawPage(`/reset-password${query ? `?${query}` : ''}`);
    expect(response.status, response.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toMatch(STACK);
    if (query.includes('%ZZ')) {
      // A URL that cannot be decoded gets the branded bad-request page before any page sees it.
      expect(response.text).toContain('<h1');
    } else {
      expect(response.text).toContain('data-testid="reset-link-invalid"');
      expect(response.text).toContain('This link is invalid, used or expired.');
      expect(response.text).not.toContain('name="password"');
    }
  });

  it.each(BAD_TOKENS)('the sign-up confirmation page with a %s token sends to its error page, which says so', async (_name, query) => {
    const response = await rawPage(`/signup-confirmation${query ? `?${query}` : ''}`);
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toMatch(STACK);
    if (query.includes('%ZZ')) {
      expect(response.status).toBe(400);
      return;
    }
    // The product's answer for every unusable confirmation link: the error page of its kind (spec §6).
    expect(response.status).toBe(303);
    expect(response.location).toBe('/signup-error');
    const page = await rawPage(response.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('This link is invalid, has already been used or has expired.');
    expect(page.text).not.toContain('Confirm and create my account');
  });
});

describe("another account's data export", () => {
  it('answers 404 on every data export route, and its file only to a valid signature', async () => {
    const owner = accessToken(await signUpCookies(server, `export-owner-${randomUUID().slice(0, 8)}@test.example`))!;
    const stranger = accessToken(await signUpCookies(server, `export-stranger-${randomUUID().slice(0, 8)}@test.example`))!;
    const as = (who: string) => ({ authorization: `Bearer ${who}`, origin: server.origin });
    const started = await fetch(`${server.origin}/api/downloads/data-exports`, { method: 'POST', headers: as(owner) });
    expect(started.status, await started.clone().text()).toBeLessThan(300);
    const { id } = (await started.json()) as { id: string };
    let state = 'pending';
    for (let i = 0; i < 150 && state === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (
        (await fetch(`${server.origin}/api/downloads/data-exports/${id}`, { headers: as(owner) }).then((r) => r.json())) as {
          state: string;
        }
      ).state;
    }
    expect(state).toBe('ready');
    const ownUrl = await fetch(`${server.origin}/api/downloads/data-exports/${id}/url`, { headers: as(owner) });
    expect(ownUrl.status).toBe(200);

    for (const route of [`/api/downloads/data-exports/${id}`, `/api/downloads/data-exports/${id}/url`]) {
      const response = await fetch(server.origin + route, { headers: as(stranger) });
      expect(response.status, route).toBe(404);
      expect((await response.json()).message, route).toBe('Data export not found');
    }
    const list = (await fetch(`${server.origin}/api/downloads/data-exports`, { headers: as(stranger) }).then((r) => r.json())) as {
      items: { id: string }[];
    };
    expect(list.items.map((item) => item.id)).not.toContain(id);
    // The file is reached by a signed link only: a forged or missing signature never gets the zip.
    for (const query of ['', `?expires=${Math.floor(Date.now() / 1000) + 3600}&signature=forged`]) {
      const response = await fetch(`${server.origin}/api/downloads/data-exports/${id}/file${query}`, { headers: as(stranger) });
      expect(response.status, query).toBeGreaterThanOrEqual(400);
      expect(response.status, query).toBeLessThan(500);
      expect(response.headers.get('content-type'), query).not.toContain('zip');
    }
  }, 60_000);
});
