import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { allRoutes, type MountedRoute } from '@/server/http/mounted-routes';
import { isPublicPath, BUSINESS_ONLY_PAGES, CONSUMER_ONLY_PAGES } from '@/domain/routes';
import { startServer, signInCookies, signUpCookies, accessToken } from '../support/server.mjs';

/**
 * The access matrix: every API route and every page, discovered from the code, called as
 * anonymous, as the wrong role and as another account. A new public route must be added here on purpose.
 */
const INTENDED_PUBLIC = new Set<string>([
  // Unauthenticated by the spec (§7 E-mail gateway) or authorised by a signed, expiring URL / token in the request.
  'email-gateway POST /api/v1/Profiles/:email/subscription/confirm/:token',
  'downloads GET /downloads/:id/file',
  'downloads GET /data-exports/:id/file',
  'identity POST /v2/identities/:idpType/:idpSub/deleteaccount/:token/actions/confirm',
  'identity POST /v2/identities/:idpType/:idpSub/emailchanges/:token/actions/confirm',
]);

const slash = (path: string) => (path.startsWith('/') ? path : `/${path}`);
const key = (r: MountedRoute) => `${r.service} ${r.method} ${slash(r.path)}`;
const fill = (r: MountedRoute, value: (name: string) => string) =>
  `/api/${r.service}${slash(r.path)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)))
    .replace('/*', '/x')}`;

let server: Awaited<ReturnType<typeof startServer>>;
const auth: Record<'owner' | 'stranger' | 'business', string> = { owner: '', stranger: '', business: '' };

async function call(r: MountedRoute, url: string, token?: string) {
  const response = await fetch(server.origin + url, {
    method: r.method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: ['GET', 'HEAD'].includes(r.method) ? undefined : '{}',
    redirect: 'manual',
  });
  return { status: response.status, body: await response.text() };
}

/** Values of id-like fields anywhere in a JSON document, by field name: the owner's resources. */
function harvestIds(value: unknown, out: Map<string, Set<string>>, field = ''): void {
  if (Array.isArray(value)) value.forEach((v) => harvestIds(v, out, field));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) harvestIds(v, out, k);
  else if ((typeof value === 'string' || typeof value === 'number') && /(^id$|Id$|Code$|^code$)/.test(field)) {
    out.set(field, (out.get(field) ?? new Set()).add(String(value)));
  }
}

/** Ids of one kind are alike to an access check: a few of each kind try every route (the demo holds hundreds of photo ids). */
const IDS_PER_KIND = 8;

beforeAll(async () => {
  server = await startServer({ contract: true, port: Number(process.env.MATRIX_PORT ?? 4461) });
  auth.owner = accessToken(await signInCookies(server.origin, 'consumer@demo.example'))!;
  auth.business = accessToken(await signInCookies(server.origin, 'business@demo.example'))!;
  auth.stranger = accessToken(await signUpCookies(server, `matrix-${randomUUID().slice(0, 8)}@test.example`))!;
}, 120_000);

afterAll(async () => server?.stop());

describe('API access matrix', () => {
  it('discovers the routes from the code', () => {
    expect(allRoutes.length).toBeGreaterThan(5);
  });

  it('has no public route that was not meant to be public', () => {
    const unexpected = allRoutes
      .filter((r) => r.access === 'public')
      .map(key)
      .filter((k) => !INTENDED_PUBLIC.has(k));
    expect(unexpected).toEqual([]);
  });

  it('refuses anonymous callers on every non-public route', async () => {
    const leaks: string[] = [];
    for (const r of allRoutes.filter((x) => x.access !== 'public')) {
      const { status, body } = await call(
        r,
        fill(r, () => randomUUID()),
      );
      if (status !== 401 || (r.method !== 'HEAD' && !body.includes('Sign-in required'))) leaks.push(`${key(r)} → ${status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses the wrong role', async () => {
    const leaks: string[] = [];
    for (const r of allRoutes.filter((x) => x.access === 'business' || x.access === 'consumer')) {
      const token = r.access === 'business' ? auth.owner : auth.business;
      const { status } = await call(
        r,
        fill(r, () => randomUUID()),
        token,
      );
      if (status !== 403) leaks.push(`${key(r)} → ${status}`);
    }
    expect(leaks).toEqual([]);
  });

  it("never gives another account the owner's resources", async () => {
    const ownerIds = new Map<string, Set<string>>();
    for (const r of allRoutes.filter(
      (x) => x.method === 'GET' && !x.path.includes(':') && x.access !== 'public' && x.access !== 'business',
    )) {
      const response = await fetch(server.origin + fill(r, () => ''), { headers: { authorization: `Bearer ${auth.owner}` } });
      if (response.ok && response.headers.get('content-type')?.includes('json')) harvestIds(await response.json(), ownerIds);
    }
    expect(ownerIds.size).toBeGreaterThan(0);
    const ids = [...new Set([...ownerIds.values()].flatMap((kind) => [...kind].slice(0, IDS_PER_KIND)))];
    const leaks: string[] = [];
    for (const r of allRoutes.filter((x) => x.path.includes(':') && (x.access === 'user' || x.access === 'consumer'))) {
      for (const id of ids) {
        const { status, body } = await call(
          r,
          fill(r, () => id),
          auth.stranger,
        );
        if (status < 400 || status >= 500) leaks.push(`${key(r)} with ${id} → ${status} ${body.slice(0, 80)}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);
});

/** Pages from the file tree of src/pages, as URLs with sample parameters. */
function discoverPages(dir = 'src/pages', prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'api' || entry.name.startsWith('_')) return [];
    const segment = entry.name
      .replace(/\.(astro|ts)$/, '')
      .replace(/^index$/, '')
      .replace(/^\[\.\.\.\w+\]$/, 'x')
      .replace(/^\[\w+\]$/, 'x');
    if (entry.isDirectory()) return discoverPages(path.join(dir, entry.name), `${prefix}/${segment}`);
    if (!/\.astro$/.test(entry.name)) return [];
    return [`${prefix}/${segment}`.replace(/\/$/, '') || '/'];
  });
}

describe('page access matrix', () => {
  const pages = discoverPages();

  it('sends anonymous visitors of every signed-in page to sign-in', async () => {
    const wrong: string[] = [];
    for (const page of pages.filter((p) => !isPublicPath(p) && !['/404', '/500'].includes(p))) {
      const response = await fetch(server.origin + page, { redirect: 'manual' });
      if (response.status !== 303 || !response.headers.get('location')?.startsWith('/login')) wrong.push(`${page} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('sends the wrong role back to the root', async () => {
    const wrong: string[] = [];
    const cases = [
      ...pages.filter((p) => BUSINESS_ONLY_PAGES.some((b) => p === b || p.startsWith(`${b}/`))).map((p) => [p, auth.owner] as const),
      ...pages.filter((p) => CONSUMER_ONLY_PAGES.some((c) => p === c || p.startsWith(`${c}/`))).map((p) => [p, auth.business] as const),
    ];
    for (const [page, token] of cases) {
      const response = await fetch(server.origin + page, { redirect: 'manual', headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 303 || response.headers.get('location') !== '/') wrong.push(`${page} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
