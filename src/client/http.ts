import type { z } from 'zod';
import type { Schema } from '@/domain/contracts/contract';

/**
 * The typed fetch client base (spec §7, §8, §9): the base URL of each service comes from
 * `/config.json`, requests use `cache: 'no-cache'`, a non-OK answer throws an `HttpStatusError`
 * with its status, and every response but one made in this process is parsed with its zod schema (a
 * mismatch throws a `ResponseParseError`).
 */
/** One field problem of a refused request, as the route's 400 answer names it (`path` is the field, dotted). */
export interface FieldIssue {
  path: string;
  message: string;
}

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The route's field issues of a 400 answer (empty when it named none). */
    readonly issues: readonly FieldIssue[] = [],
    /** How long to wait before asking again, when the answer says (Retry-After in seconds). */
    readonly retryAfterSeconds?: number,
    /** The answer's stable code, where the UI translates the refusal. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

export class ResponseParseError extends Error {
  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`Response of ${path} does not match its schema`);
    this.name = 'ResponseParseError';
  }
}

export interface HttpOptions {
  /** Origin for absolute URLs (server-side calls); the browser uses the page origin. */
  origin?: string;
  /** Extra headers, e.g. the caller's cookie when a page calls a service on the server. */
  headers?: Record<string, string>;
  /** Base URLs per service; read from /config.json when absent. */
  services?: Record<string, string>;
  fetch?: typeof fetch;
  /**
   * Answers a call of a service in this process (see `in-process.server.ts`), or undefined for a URL it does not
   * serve: a successful answer's data comes as values and is not parsed again (the service made it to the same
   * contract, and the tests check every answer against that contract: CONTRACT_LOG); any other answer as a Response.
   */
  inProcess?: (url: string, init: RequestOptions) => Promise<{ data: unknown } | Response> | undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

interface ClientConfig {
  services?: Record<string, string>;
  push?: string;
}
let configPromise: Promise<ClientConfig> | null = null;

function clientConfig(options: HttpOptions): Promise<ClientConfig> {
  configPromise ??= (async () => {
    const res = await (options.fetch ?? fetch)(`${options.origin ?? ''}/config.json`, { cache: 'no-cache', credentials: 'same-origin' });
    if (!res.ok) throw new HttpStatusError(res.status, 'Configuration could not be loaded');
    return (await res.json()) as ClientConfig;
  })().catch((error) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

async function serviceUrls(options: HttpOptions): Promise<Record<string, string>> {
  return options.services ?? (await clientConfig(options)).services ?? {};
}

/** The push channel's WebSocket URL as /config.json names it (default `/push` on the page's origin). */
export async function pushSocketUrl(pageUrl: string): Promise<URL> {
  const url = new URL((await clientConfig({})).push ?? '/push', pageUrl);
  if (url.protocol === 'http:' || url.protocol === 'https:') url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url;
}

/** The base URL of a service as /config.json names it (default `/api/<service>`). */
export async function serviceBaseUrl(service: string, options: HttpOptions = {}): Promise<string> {
  const base = (await serviceUrls(options))[service] ?? `/api/${service}`;
  return /^https?:/.test(base) ? base : `${options.origin ?? ''}${base}`;
}

function buildUrl(base: string, path: string, query: RequestOptions['query'] = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return `${base.replace(/\/$/, '')}${path}${s ? `?${s}` : ''}`;
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof (value as FieldIssue | null)?.path === 'string' && typeof (value as FieldIssue).message === 'string';

/** The error of a non-OK answer: its message and, when the answer gives them, its field issues and Retry-After. */
async function statusError(res: Response): Promise<HttpStatusError> {
  const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
  const retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
  try {
    const data = (await res.json()) as { message?: unknown; issues?: unknown; code?: unknown };
    const issues = Array.isArray(data.issues) ? data.issues.filter(isFieldIssue) : [];
    const code = typeof data.code === 'string' ? data.code : undefined;
    if (typeof data.message === 'string') return new HttpStatusError(res.status, data.message, issues, retryAfterSeconds, code);
  } catch {
    /* not JSON */
  }
  return new HttpStatusError(res.status, `Request failed with status ${res.status}`);
}

export interface ServiceClient {
  request<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /** For calls that answer no body of interest. */
  send(path: string, options?: RequestOptions): Promise<void>;
}

/** The endpoint that renews the session cookies from the refresh cookie (`src/pages/api/session/refresh.ts`). */
export const SESSION_REFRESH_PATH = '/api/session/refresh';

let refreshing: Promise<boolean> | null = null;

/**
 * One session refresh at a time: a refresh token is rotated once, and every call that met an
 * expired session waits for that refresh instead of presenting the same token again.
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(SESSION_REFRESH_PATH, {
    method: 'POST',
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  })
    .then(
      (res) => res.ok,
      () => false,
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export function serviceClient(service: string, options: HttpOptions = {}): ServiceClient {
  /** Only the browser's own cookie session is refreshed; server-side calls carry the caller's token. */
  const browserSession = typeof window !== 'undefined' && !options.fetch && !options.headers;
  async function send(path: string, init: RequestOptions): Promise<Response | { data: unknown }> {
    if (browserSession && refreshing) await refreshing;
    const url = buildUrl(await serviceBaseUrl(service, options), path, init.query);
    const local = options.inProcess?.(url, init);
    if (local) return local;
    return (options.fetch ?? fetch)(url, {
      method: init.method ?? 'GET',
      cache: 'no-cache',
      // A service on another origin of the site is called with the session cookies (see src/server/http/cors.ts).
      credentials: 'include',
      signal: init.signal,
      headers: {
        accept: 'application/json',
        // Astro's origin check refuses a write without a content type, even with no body.
        ...(init.body !== undefined || (init.method ?? 'GET') !== 'GET' ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  }
  async function call(path: string, init: RequestOptions): Promise<Response | { data: unknown }> {
    let res = await send(path, init);
    if (res instanceof Response && res.status === 401 && browserSession && (await refreshSession())) res = await send(path, init);
    if (res instanceof Response && !res.ok) throw await statusError(res);
    return res;
  }
  return {
    async request(path, schema, init = {}) {
      const res = await call(path, init);
      if (!(res instanceof Response)) return res.data as z.output<typeof schema>;
      const parsed = schema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) throw new ResponseParseError(path, parsed.error.issues);
      return parsed.data as z.output<typeof schema>;
    },
    async send(path, init = {}) {
      await call(path, init);
    },
  };
}
