import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from '../env';

const baseUrls = new Map<string, string>();

/** Where the browser and the pages reach a service: `SERVICE_URL_<NAME>` when set, else this origin's `/api/<name>`. */
export function serviceBaseUrl(service: string): string {
  let base = baseUrls.get(service);
  if (base === undefined) baseUrls.set(service, (base = env.serviceUrls[service.toUpperCase().replace(/-/g, '_')] ?? `/api/${service}`));
  return base;
}

/** A service's base URL made absolute against the origin of the request it answers. */
export function absoluteServiceBase(service: string, origin: string): string {
  return new URL(serviceBaseUrl(service), origin).href.replace(/\/$/, '');
}

/** Base URLs of every service mounted from `src/server/services/<name>/routes.ts`. */
export function serviceBaseUrls(): Record<string, string> {
  const services = Object.keys(import.meta.glob('../services/*/routes.ts')).map((file) => file.split('/').at(-2)!);
  return Object.fromEntries(services.map((service) => [service, serviceBaseUrl(service)]));
}

/** The origin of the request being answered, and the service bases already made absolute against it. */
interface RequestOrigin {
  origin: string;
  bases: Map<string, string>;
}
const requestOrigins = new AsyncLocalStorage<RequestOrigin>();

/** Runs the handling of a request with its origin known to `serviceUrl` (set once per request by the middleware). */
export function withRequestOrigin<T>(origin: string, handle: () => T): T {
  return requestOrigins.run({ origin, bases: new Map() }, handle);
}

/**
 * An absolute URL of a path of a service (thumbnails, originals, zips, PDFs, tus uploads): below
 * `SERVICE_URL_<NAME>` when that is absolute, else below `/api/<name>` on the origin of the request
 * being answered. Outside a request it stays relative. A page of photos names four URLs per photo, so each
 * service's base is worked out once per request.
 */
export function serviceUrl(service: string, path: string): string {
  const request = requestOrigins.getStore();
  if (!request) {
    const base = serviceBaseUrl(service);
    return /^https?:\/\//.test(base) ? `${absoluteServiceBase(service, base)}${path}` : `${base}${path}`;
  }
  let base = request.bases.get(service);
  if (base === undefined) request.bases.set(service, (base = absoluteServiceBase(service, request.origin)));
  return `${base}${path}`;
}
