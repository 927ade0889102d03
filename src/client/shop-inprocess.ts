import { dispatch, inProcessData } from '@/server/http/dispatch';
import { serviceBaseUrl } from '@/server/http/service-urls';
import type { RequestContext } from '@/server/request-context';
import type { HttpOptions } from './http';
import { shopClient, SHOP_SERVICES } from './shop';
import { customerClient } from './customer';

/**
 * Client options for a page rendering on the server: a service whose base URL is the local
 * `/api/<service>` is answered in-process through `dispatch()` with the page's request context
 * (no network hop); a service configured elsewhere is called over HTTP with the viewer's token.
 */
export function inProcess(ctx: RequestContext, services: readonly string[]): HttpOptions {
  const urls = Object.fromEntries(services.map((s) => [s, serviceBaseUrl(s)]));
  const origin = 'http://in-process.invalid';
  const inProcessFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    if (ctx.viewer) headers.set('authorization', `Bearer ${ctx.viewer.accessToken}`);
    if (url.origin !== origin) return fetch(url, { ...init, headers });
    const match = url.pathname.match(/^\/api\/([^/]+)\/(.*)$/);
    if (!match) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    return dispatch(new Request(url, { ...init, headers }), match[1], match[2], ctx, true);
  };
  const readBody = (response: Response): Promise<unknown> => {
    const answer = inProcessData(response);
    return answer ? Promise.resolve(answer.data) : response.json();
  };
  return { origin, services: urls, fetch: inProcessFetch, readBody };
}

const builtClients = new WeakMap<RequestContext, Map<string, unknown>>();

/** A client built once per request and shared by the page, its components and the request's action. */
function oncePerRequest<T>(ctx: RequestContext, name: string, build: () => T): T {
  let clients = builtClients.get(ctx);
  if (!clients) builtClients.set(ctx, (clients = new Map()));
  if (!clients.has(name)) clients.set(name, build());
  return clients.get(name) as T;
}

/** The shop clients for a page or action rendering on the server. */
export function shopFor(ctx: RequestContext) {
  return oncePerRequest(ctx, 'shop', () => shopClient(inProcess(ctx, SHOP_SERVICES)));
}

/** The customer client for a page or action rendering on the server. */
export function customerFor(ctx: RequestContext) {
  return oncePerRequest(ctx, 'customer', () => customerClient(inProcess(ctx, ['customer'])));
}
