import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { allRoutes, type MountedRoute } from '@/server/http/mounted-routes';
import { isPublicPath, BUSINESS_ONLY_PAGES, CONSUMER_ONLY_PAGES } from '@/domain/routes';
import { startServer, signInCookies, signUpCookies, accessToken, SERVER_START_TIMEOUT_MS } from '../support/server.mjs';
import { discoverActions } from '../support/actions';

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
  // The same confirmations with the token alone (what a mailed link's button has), a look at a link, password resets and sign-ups.
  'identity POST /v2/emailchanges/:token/actions/confirm',
  'identity POST /v2/deleteaccount/:token/actions/confirm',
  'identity GET /v2/confirmations/:kind/:token',
  'identity POST /v2/passwordresets',
  'identity POST /v2/passwordresets/:token/actions/confirm',
  'identity POST /v2/signups',
  'identity POST /v2/signups/:token/actions/confirm',
  // Signing in (the back-off of the sign-in form, tokens only in the answer) and out (the refresh token is the key).
  'identity POST /v2/sessions',
  'identity POST /v2/sessions/actions/revoke',
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
const IDS_PER_KIND = 3;

beforeAll(async () => {
  server = await startServer({ contract: true, port: Number(process.env.MATRIX_PORT ?? 4461) });
  auth.owner = accessToken(await signInCookies(server.origin, 'consumer@demo.example'))!;
  auth.business = accessToken(await signInCookies(server.origin, 'business@demo.example'))!;
  auth.stranger = accessToken(await signUpCookies(server, `matrix-${randomUUID().slice(0, 8)}@test.example`))!;
}, SERVER_START_TIMEOUT_MS);

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

/**
 * Actions anyone may post: signing in and up, asking for and using a password reset link, and the confirm
 * buttons of mailed links (their single-use token is the authority). A new public action must be added here on purpose.
 */
const INTENDED_PUBLIC_ACTIONS = new Set<string>([
  'auth.signIn',
  'auth.signUp',
  'account.requestPasswordReset',
  'account.resetPassword',
  'lifecycle.confirmEmailChange',
  'lifecycle.confirmSignUp',
  'lifecycle.confirmDeletion',
  'lifecycle.confirmSubscription',
  // Only signs this browser out and leads to the deletion link's page, where the link's token is the authority.
  'lifecycle.continueDeletionAsLinkedAccount',
]);

/** What an anonymous caller might aim at: the demo owner's own things (read with the owner's token). */
interface OwnerThings {
  addressId: string;
  orderCode: string;
  productCode: string;
  projectId: string;
}

/**
 * A form each signed-in action would accept, aimed at the owner's things: an action that skipped its
 * sign-in check would change them (and the snapshot would show it). A new signed-in action needs a form here.
 */
function formFor(action: string, owner: OwnerThings): Record<string, string> | undefined {
  const address = {
    firstName: 'Anon',
    lastName: 'Ymous',
    street: 'Damrak',
    houseNumber: '1',
    postalCode: '1012 LG',
    city: 'Amsterdam',
    country: 'NL',
  };
  const forms: Record<string, Record<string, string>> = {
    'settings.personalDetails': { firstName: 'Anon', lastName: 'Ymous', phone: '' },
    'settings.saveAddress': { id: owner.addressId, ...address, phone: '' },
    'settings.deleteAddress': { id: owner.addressId },
    'settings.setDefaultAddress': { id: owner.addressId },
    'settings.paymentMethod': { paymentMethod: 'invoice' },
    'settings.preferences': { hideOrderPrints: 'on' },
    'settings.subscribeNewsletter': {},
    'settings.unsubscribeNewsletter': {},
    'shop.changeDeliveryAddress': {
      orderCode: owner.orderCode,
      deliveryType: 'Home',
      name: 'Anon Ymous',
      street: address.street,
      houseNumber: address.houseNumber,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
    },
    'shop.deleteProject': { id: owner.projectId },
    'shop.shareOnlineProduct': { productCode: owner.productCode, toEmailAddress: ANON_TARGET },
    'shop.deleteOnlineProduct': { productCode: owner.productCode },
    'shop.saveGalleryEntry': { productCode: owner.productCode, title: 'Anonymous entry' },
    'shop.deleteGalleryEntry': { productCode: owner.productCode, id: randomUUID() },
    'shop.saveCallback': { callbackUrl: 'https://evil.example/callback', callbackFormat: 'json' },
    'lifecycle.requestEmailChange': { email: ANON_TARGET, password: 'demo-password' },
    'lifecycle.requestDeletion': {},
    'account.changePassword': { current: 'demo-password', password: 'an-anonymous-password' },
    'account.signOutEverywhere': {},
    'dataExport.request': {},
    'photos.dismissWelcome': {},
  };
  return forms[action];
}

const OWNER_EMAIL = 'consumer@demo.example';
const ANON_TARGET = 'anonymous-target@test.example';

async function ownerState() {
  const get = async (p: string) => {
    const response = await fetch(server.origin + p, { headers: { authorization: `Bearer ${auth.owner}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const me = await get('/api/customer/customers/me');
  return {
    me,
    addresses: await get('/api/customer/customers/me/addresses'),
    orders: await get('/api/order/v2/superorders/me'),
    widgets: await get('/api/widget/v1/widget/all'),
    projects: await get(`/api/projects/api/v2/projects/${String(me.body.accountId)}`),
    exports: await get('/api/downloads/data-exports'),
  };
}

/** Mails written to the owner or the anonymous caller's target since `since` (the outbox files are named by time). */
function mailsTo(since: number): string[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && Number.parseInt(f, 10) >= since)
    .filter((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      return /^To:.*(consumer@demo\.example|anonymous-target@test\.example)/im.test(raw);
    });
}

/** The action result an action's post-redirect-get keeps for the page (the flash cookie), if any. */
function flashResult(response: Response): { type: string; status?: number } | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('action_result='));
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.split(';')[0].slice('action_result='.length));
  return value ? (JSON.parse(value) as { result: { type: string; status?: number } }).result : undefined;
}

const sessionSet = (response: Response) =>
  response.headers.getSetCookie().some((c) => /^(access|refresh)_token=[^;]+/.test(c) && !/expires=thu, 01 jan 1970/i.test(c));

describe('action access matrix', () => {
  const actions = discoverActions();
  const signedInActions = actions.filter((a) => !INTENDED_PUBLIC_ACTIONS.has(a));

  it('discovers the actions from the code, the new ones among them', () => {
    expect(actions).toEqual(
      expect.arrayContaining(['account.changePassword', 'account.signOutEverywhere', 'dataExport.request', ...INTENDED_PUBLIC_ACTIONS]),
    );
    expect(signedInActions.length).toBeGreaterThan(15);
    expect(signedInActions.filter((a) => !formFor(a, { addressId: '', orderCode: '', productCode: '', projectId: '' }))).toEqual([]);
  });

  it("refuses an anonymous post of every signed-in action, wherever it is posted, and changes nothing of the owner's", async () => {
    const before = await ownerState();
    const owner: OwnerThings = {
      addressId: (before.addresses.body.addresses as { id: string }[])[0]?.id ?? randomUUID(),
      orderCode: (before.orders.body.items as { code: string }[])[0]?.code ?? 'PP-10005',
      productCode: (before.widgets.body.widgets as { productCode: string }[])[0]?.productCode ?? 'PP-10009-1',
      projectId: (before.projects.body.projects as { id: string }[] | undefined)?.[0]?.id ?? randomUUID(),
    };
    const since = Date.now() - 1000;
    const wrong: string[] = [];
    for (const action of signedInActions) {
      const form = new URLSearchParams(formFor(action, owner));
      const post = (url: string) =>
        fetch(server.origin + url, {
          method: 'POST',
          headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          redirect: 'manual',
        });

      // On a public page the action itself runs, and must refuse: its result says "sign in" (401) or "not yours" (403).
      const onPublicPage = await post(`/login?_action=${action}`);
      const result = flashResult(onPublicPage);
      if (onPublicPage.status !== 303 || result?.type !== 'error' || ![401, 403].includes(result.status ?? 0) || sessionSet(onPublicPage))
        wrong.push(`${action} on /login → ${onPublicPage.status} ${JSON.stringify(result)}`);

      // On a signed-in page, and through the actions endpoint, the visitor is sent to sign in before anything runs.
      for (const url of [`/settings?_action=${action}`, `/_actions/${action}`]) {
        const response = await post(url);
        const location = response.headers.get('location') ?? '';
        if (response.status !== 303 || !location.startsWith('/login') || flashResult(response) || sessionSet(response))
          wrong.push(`${action} at ${url} → ${response.status} ${location}`);
      }
    }
    expect(wrong).toEqual([]);

    expect(await ownerState()).toEqual(before);
    expect(mailsTo(since)).toEqual([]);
    // The owner's password still works (and no session of theirs was ended: the snapshot read with their token).
    expect(await signInCookies(server.origin, OWNER_EMAIL)).toMatch(/access_token=/);
  }, 120_000);
});

describe('session refresh', () => {
  const refresh = (cookie?: string) =>
    fetch(`${server.origin}/api/session/refresh`, {
      method: 'POST',
      headers: { origin: server.origin, ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    });

  it('renews a good refresh cookie', async () => {
    const cookies = await signInCookies(server.origin, 'friend@demo.example');
    const refreshOnly = cookies.split('; ').find((c) => c.startsWith('refresh_token='))!;
    const response = await refresh(refreshOnly);
    expect(response.status).toBe(204);
    expect(sessionSet(response)).toBe(true);
  });

  it('answers 401, never a 500, to no, an unknown, a malformed or an ended refresh cookie, and clears it', async () => {
    const cookies = await signInCookies(server.origin, 'friend@demo.example');
    const ended = cookies.split('; ').find((c) => c.startsWith('refresh_token='))!;
    const loggedOut = await fetch(`${server.origin}/logout`, {
      method: 'POST',
      headers: { origin: server.origin, cookie: cookies },
      redirect: 'manual',
    });
    expect(loggedOut.status).toBe(303);

    const cases: [string, string | undefined][] = [
      ['none', undefined],
      ['empty', 'refresh_token='],
      ['unknown', `refresh_token=${'A'.repeat(43)}`],
      ['undecodable', 'refresh_token=%ZZ%'],
      ['NUL', 'refresh_token=%00'],
      ['overlong', `refresh_token=${'a'.repeat(6000)}`],
      ['an access token', `refresh_token=${auth.stranger}`],
      ['signed out', ended],
      ['a bad access cookie too', `access_token=x.y.z; refresh_token=${randomUUID()}`],
    ];
    const wrong: string[] = [];
    for (const [name, cookie] of cases) {
      const response = await refresh(cookie);
      const text = await response.text();
      if (response.status !== 401 || !text.includes('Sign-in required') || sessionSet(response))
        wrong.push(`${name} → ${response.status} ${text.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });
});
