import { dispatchInProcess } from '@/server/http/dispatch';
import { serviceBaseUrl } from '@/server/http/service-urls';
import type { RequestContext } from '@/server/request-context';
import type { HttpOptions } from './http';
import { shopClient, SHOP_SERVICES } from './shop';
import { customerClient } from './customer';
import { accountClient } from './account';
import { photosClient } from './photos';
import { photoImportClient } from './photo-import';
import { dataExportsClient } from './data-exports';
import { photoZipsClient } from './photo-zips';
import { galleryClient } from './gallery';
import { uploadClient } from './photos-upload';

/**
 * Client options for a page rendering on the server: a service whose base URL is the local
 * `/api/<service>` is answered in-process through `dispatchInProcess()` with the page's request context
 * (no network hop, no HTTP objects); a service configured elsewhere is called over HTTP with the viewer's token.
 */
function inProcess(ctx: RequestContext, services: readonly string[]): HttpOptions {
  const urls = Object.fromEntries(services.map((s) => [s, serviceBaseUrl(s)]));
  const origin = 'http://in-process.invalid';
  const local = `${origin}/api/`;
  const withToken = (init?: HeadersInit) => {
    const headers = new Headers(init);
    if (ctx.viewer) headers.set('authorization', `Bearer ${ctx.viewer.accessToken}`);
    return headers;
  };
  /** The Request an HTTP call would have made, for the few handlers that read one. */
  const requestOf = (url: string, method: string, body: unknown) => {
    const json = { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) };
    const request = new Request(url, { method, headers: withToken(json), body: body === undefined ? undefined : JSON.stringify(body) });
    // Limits per client address (password resets, e-mail changes, sign-ups) count the page's visitor.
    Reflect.set(request, Symbol.for('astro.clientAddress'), ctx.clientAddress);
    return request;
  };
  return {
    origin,
    services: urls,
    fetch: (input, init) => fetch(input, { ...init, headers: withToken(init?.headers) }),
    inProcess(url, { method = 'GET', body }) {
      if (!url.startsWith(local)) return undefined;
      const queryAt = url.indexOf('?');
      const target = url.slice(local.length, queryAt < 0 ? undefined : queryAt);
      const slash = target.indexOf('/');
      const call = {
        method,
        path: slash < 0 ? '' : target.slice(slash + 1),
        query: new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)),
        body,
        request: () => requestOf(url, method, body),
      };
      return dispatchInProcess(call, slash < 0 ? target : target.slice(0, slash), ctx);
    },
  };
}

const built = new WeakMap<RequestContext, ReturnType<typeof buildApi>>();

function buildApi(ctx: RequestContext) {
  const clients = new Map<string, unknown>();
  const once = <T>(name: string, build: () => T): T => {
    if (!clients.has(name)) clients.set(name, build());
    return clients.get(name) as T;
  };
  return {
    get shop() {
      return once('shop', () => shopClient(inProcess(ctx, SHOP_SERVICES)));
    },
    get customer() {
      return once('customer', () => customerClient(inProcess(ctx, ['customer'])));
    },
    get account() {
      return once('account', () => accountClient(inProcess(ctx, ['identity', 'email-gateway'])));
    },
    get photos() {
      return once('photos', () => photosClient(inProcess(ctx, ['photo-management'])));
    },
    get photoImport() {
      return once('photoImport', () => photoImportClient(inProcess(ctx, ['photo-import'])));
    },
    get dataExports() {
      return once('dataExports', () => dataExportsClient(inProcess(ctx, ['downloads'])));
    },
    get photoZips() {
      return once('photoZips', () => photoZipsClient(inProcess(ctx, ['downloads'])));
    },
    get upload() {
      return once('upload', () => uploadClient(inProcess(ctx, ['upload'])));
    },
    get gallery() {
      return once('gallery', () => galleryClient(inProcess(ctx, ['gallery'])));
    },
  };
}

/**
 * The typed clients of every service for a page, its components or the request's action rendering on the
 * server: the one data path (decision 0008). Built once per request, each client on first use.
 */
export function apiFor(ctx: RequestContext): ReturnType<typeof buildApi> {
  let api = built.get(ctx);
  if (!api) built.set(ctx, (api = buildApi(ctx)));
  return api;
}
