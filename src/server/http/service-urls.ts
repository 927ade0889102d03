import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from '../env';

/** Where the browser and the pages reach a service: `SERVICE_URL_<NAME>` when set, else this origin's `/api/<name>`. */
export function serviceBaseUrl(service: string): string {
  return env.serviceUrls[service.toUpperCase().replace(/-/g, '_')] ?? `/api/${service}`;
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

const requestOrigins = new AsyncLocalStorage<string>();

/** Runs the handling of a request with its origin known to `serviceUrl` (set once per request by the middleware). */
export function withRequestOrigin<T>(origin: string, handle: () => T): T {
  return requestOrigins.run(origin, handle);
}

/**
 * An absolute URL of a path of a service (thumbnails, originals, zips, PDFs, tus uploads): below
 * `SERVICE_URL_<NAME>` when that is absolute, else below `/api/<name>` on the origin of the request
 * being answered. Outside a request it stays relative.
 */
export function serviceUrl(service: string, path: string): string {
  const origin = requestOrigins.getStore();
  const base = serviceBaseUrl(service);
  return origin || /^https?:\/\//.test(base) ? `${absoluteServiceBase(service, origin ?? base)}${path}` : `${base}${path}`;
}
