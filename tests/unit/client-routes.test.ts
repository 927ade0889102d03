import { describe, it, expect } from 'vitest';
import { allRoutes, type MountedRoute } from '@/server/http/mounted-routes';
import type { HttpOptions } from '@/client/http';
import { accountClient } from '@/client/account';
import { customerClient } from '@/client/customer';
import { dataExportsClient } from '@/client/data-exports';
import { galleryClient } from '@/client/gallery';
import { photoImportClient } from '@/client/photo-import';
import { photoZipsClient } from '@/client/photo-zips';
import { downloadsClient } from '@/client/photos-downloads';
import { uploadClient } from '@/client/photos-upload';
import { photosClient } from '@/client/photos';
import { dayIdsRequest } from '@/domain/photos-ui/day-groups';
import { shopClient } from '@/client/shop';

/**
 * Every method of every client in src/client calls a route the route tables serve: each call is matched
 * against the tables (service, method, path) and its path parameters, query and body must pass the route's
 * schemas, so a renamed or removed route, or a request the route refuses, fails here. Clients derived from the
 * routes' contracts (decision 0016) cannot drift in path or types; this test holds the hand-written ones too.
 */
interface Call {
  service: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const SERVICES = [...new Set(allRoutes.map((r) => r.service)), 'upload'];

function recorder() {
  const calls: Call[] = [];
  const options: HttpOptions = {
    services: Object.fromEntries(SERVICES.map((s) => [s, `http://services.invalid/api/${s}`])),
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const [, , service, ...rest] = url.pathname.split('/');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ service, method: init?.method ?? 'GET', path: `/${rest.join('/')}`, query: Object.fromEntries(url.searchParams), body });
      return new Response('{"message":"recorded"}', { status: 418, headers: { 'content-type': 'application/json' } });
    },
  };
  return { calls, options };
}

/** The route's path parameters of a path it serves, or null. */
function paramsOf(route: MountedRoute, path: string): Record<string, string> | null {
  const want = route.path.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, w] of want.entries()) {
    if (w === '*') return { ...params, '*': got.slice(i).join('/') };
    if (got[i] === undefined) return null;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(got[i]);
    else if (w.toLowerCase() !== got[i].toLowerCase()) return null;
  }
  return got.length === want.length ? params : null;
}

/** What is wrong with a call: no route serves it, or the route's schemas refuse its parameters, query or body. */
function problemOf(call: Call): string | null {
  const id = `${call.service} ${call.method} ${call.path}`;
  for (const route of allRoutes) {
    if (route.service !== call.service || route.method !== call.method) continue;
    const params = paramsOf(route, call.path);
    if (!params) continue;
    const refused = (
      [
        ['path', route.params, params],
        ['query', route.query, call.query],
        ['body', route.body, call.body],
      ] as const
    ).filter(([, schema, value]) => schema && !schema.safeParse(value).success);
    return refused.length ? `${id}: the route refuses its ${refused.map(([where]) => where).join(', ')}` : null;
  }
  return `${id}: no route serves it`;
}

const ID = '00000000-0000-4000-8000-000000000001';
const TOKEN = 'A'.repeat(43);
const CHANNEL = 'pixelpress-uk';
const who = { idpType: 'pixelpress', idpSub: ID };
const sort = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;
const text = { title: 't', description: '', categories: [] };
const address = { street: 'Damrak', houseNumber: '1', postalCode: '1012 LG', city: 'Amsterdam', country: 'NL' };
const addressBody = { firstName: 'A', lastName: 'B', ...address };

/** One call of every method of a client: the mapped type makes leaving a method out a type error. */
type Calls<C> = { [K in keyof C]: (client: C) => unknown };
function suite<C extends object>(name: string, build: (options: HttpOptions) => C, calls: Calls<C>) {
  return { name, build, calls: calls as Record<string, (client: object) => unknown> };
}

const SUITES = [
  suite('account', accountClient, {
    peek: (c) => c.peek('email-change', TOKEN),
    signIn: (c) => c.signIn({ email: 'a@test.example', password: 'x', device: 'd' }),
    signOut: (c) => c.signOut(TOKEN),
    requestEmailChange: (c) => c.requestEmailChange(who, { email: 'a@test.example', password: 'x' }),
    confirmEmailChange: (c) => c.confirmEmailChange(TOKEN),
    requestDeletion: (c) => c.requestDeletion(who, CHANNEL),
    confirmDeletion: (c) => c.confirmDeletion(TOKEN),
    requestPasswordReset: (c) => c.requestPasswordReset('a@test.example', CHANNEL),
    resetPassword: (c) => c.resetPassword(TOKEN, 'a-new-password'),
    changePassword: (c) => c.changePassword(who, { current: 'x', password: 'a-new-password' }),
    signOutEverywhere: (c) => c.signOutEverywhere(who),
    signUp: (c) => c.signUp({ firstName: 'A', lastName: 'B', email: 'a@test.example', password: 'a-new-password' }),
    confirmSignUp: (c) => c.confirmSignUp(TOKEN),
    confirmSubscription: (c) => c.confirmSubscription('a@test.example', TOKEN),
  }),
  suite('customer', customerClient, {
    me: (c) => c.me(),
    updateMe: (c) => c.updateMe({ firstName: 'A', lastName: 'B' }),
    patchMe: (c) => c.patchMe({ hideOrderPrints: true }),
    addresses: (c) => c.addresses(),
    createAddress: (c) => c.createAddress(addressBody),
    updateAddress: (c) => c.updateAddress(ID, addressBody),
    deleteAddress: (c) => c.deleteAddress(ID),
    newsletter: (c) => c.newsletter(CHANNEL),
    subscribeNewsletter: (c) => c.subscribeNewsletter(CHANNEL),
    unsubscribeNewsletter: (c) => c.unsubscribeNewsletter(CHANNEL),
  }),
  suite('dataExports', dataExportsClient, {
    list: (c) => c.list(),
    start: (c) => c.start(),
    url: (c) => c.url(ID),
  }),
  suite('gallery', galleryClient, {
    create: (c) => c.create('PP-1', CHANNEL, text),
    update: (c) => c.update(ID, CHANNEL, text),
    remove: (c) => c.remove(ID, CHANNEL),
  }),
  suite('photoImport', photoImportClient, {
    status: (c) => c.status(),
    activate: (c) => c.activate(),
  }),
  suite('photoZips', photoZipsClient, {
    list: (c) => c.list(),
    url: (c) => c.url(ID),
  }),
  suite('downloads', downloadsClient, {
    list: (c) => c.list(),
    create: (c) => c.create([ID]),
    createShared: (c) => c.createShared(ID, [{ photoId: ID, ownerId: ID }]),
    url: (c) => c.url(ID),
  }),
  suite('upload', uploadClient, {
    // The tus endpoint, which the upload starts with a POST to (tus-js-client makes that call).
    endpoint: async (c) => {
      const { calls, options } = recorder();
      await options.fetch!(await c.endpoint(), { method: 'POST' });
      return calls[0];
    },
    confirm: (c) => c.confirm([ID]),
    statuses: (c) => c.statuses([ID]),
    cancel: (c) => c.cancel([ID]),
    pending: (c) => c.pending(),
    confirmPending: (c) => c.confirmPending(new Date(0).toISOString()),
    cancelPending: (c) => c.cancelPending(new Date(0).toISOString()),
  }),
  suite('photos', photosClient, {
    user: (c) => c.user(),
    timeline: (c) => c.timeline(),
    timelineMonth: (c) => c.timelineMonth(2024, 5, { ...sort, cursor: 'c', limit: 10 }),
    photos: (c) => c.photos({ ...sort, limit: 10 }),
    favourites: (c) => c.favourites({ ...sort, limit: 10 }),
    deletePhotos: (c) => c.deletePhotos([ID]),
    deleteAllPhotos: (c) => c.deleteAllPhotos(),
    trash: (c) => c.trash({ limit: 10 }),
    trashIds: (c) => c.trashIds(),
    restore: (c) => c.restore([ID]),
    restoreAll: (c) => c.restoreAll(new Date(0).toISOString()),
    deleteForever: (c) => c.deleteForever([ID]),
    emptyTrash: (c) => c.emptyTrash(),
    albums: (c) => c.albums({ limit: 10, displaySharedData: true }),
    album: (c) => c.album(ID),
    albumPhotos: (c) => c.albumPhotos(ID, { ...sort, limit: 10 }),
    createAlbum: (c) => c.createAlbum('Summer'),
    renameAlbum: (c) => c.renameAlbum(ID, 'Winter'),
    setAlbumCover: (c) => c.setAlbumCover(ID, ID),
    deleteAlbum: (c) => c.deleteAlbum(ID),
    addToAlbum: (c) => c.addToAlbum(ID, [ID]),
    removeFromAlbum: (c) => c.removeFromAlbum(ID, [ID]),
    sharedAlbums: (c) => c.sharedAlbums({ limit: 10 }),
    sharedAlbumsSummary: (c) => c.sharedAlbumsSummary(),
    sharedAlbum: (c) => c.sharedAlbum(ID),
    participants: (c) => c.participants(ID),
    sharedAlbumPhotos: (c) => c.sharedAlbumPhotos(ID, { ...sort, limit: 10 }),
    counts: (c) => c.counts(true),
    photo: (c) => c.photo(ID),
    details: (c) => c.details(ID),
    monthIds: (c) => c.monthIds(2024, 5, sort),
    dayIds: (c) => c.dayIds(dayIdsRequest({ unknown: true }, '2024-05-04').path, true),
    ids: (c) => c.ids(`albums/${ID}`, { ...sort, from: ID, to: ID }),
    collectionPhotoOrNull: (c) => c.collectionPhotoOrNull(`shared-albums/${ID}`, ID),
    neighbours: (c) => c.neighbours('', ID, { ...sort, before: 2, after: 2 }),
    createTempSelection: (c) => c.createTempSelection([ID]),
    createScopeSelection: (c) => c.createScopeSelection({ albumId: ID }),
    setFavourite: (c) => c.setFavourite([ID], false),
  }),
  suite('shop', shopClient, {
    allOrders: (c) => c.allOrders(),
    ordersInProgress: (c) => c.ordersInProgress(),
    order: (c) => c.order('PP-1'),
    changeDeliveryAddress: (c) => c.changeDeliveryAddress('PP-1', { deliveryType: 'Home', address: { name: 'A B', ...address } }),
    blockedOrder: (c) => c.blockedOrder('PP-1'),
    voucherDetails: (c) => c.voucherDetails('SUMMER'),
    deliveryDates: (c) => c.deliveryDates('PP-1'),
    campaign: (c) => c.campaign('summer'),
    product: (c) => c.product('P-1'),
    productPdfs: (c) => c.productPdfs(),
    reorderStatus: (c) => c.reorderStatus('PP-1'),
    reorder: (c) => c.reorder('PP-1'),
    invoiceGroupFiles: (c) => c.invoiceGroupFiles(),
    historicalInvoices: (c) => c.historicalInvoices(),
    projects: (c) => c.projects(ID, 0, 10),
    deleteProject: (c) => c.deleteProject(ID),
    widgets: (c) => c.widgets(),
    widget: (c) => c.widget('W-1'),
    deleteWidget: (c) => c.deleteWidget('W-1'),
    shareWidget: (c) => c.shareWidget('W-1', { vendorId: 1, fromName: 'A', toEmailAddress: 'a@test.example', personalMessage: 'hi' }),
    articleTitles: (c) => c.articleTitles(CHANNEL, 'en-GB'),
  }),
];

describe('the clients of src/client', () => {
  it.each(SUITES)('$name: every method calls a route that takes its request', async ({ build, calls: cases }) => {
    const { calls, options } = recorder();
    const client = build(options);
    expect(Object.keys(cases).sort()).toEqual(Object.keys(client).sort());
    for (const [method, call] of Object.entries(cases)) {
      const before = calls.length;
      const outcome = await Promise.resolve(call(client)).catch(() => undefined);
      if (method === 'endpoint') calls.push(outcome as Call);
      expect(calls.length - before, `${method} makes one request`).toBe(1);
    }
    expect(calls.map(problemOf).filter(Boolean)).toEqual([]);
  });
});
