import { ZodError, type z } from 'zod';
import { HttpError, isUnavailable, RETRY_AFTER_SECONDS } from './errors';
import { readLimitedText } from './body-limit';
import type { AnyRoute } from './route';
import type { RequestContext } from '../request-context';
import { reportError } from '../reporter';
import { getDb } from '../runtime';
import { isBusinessUser } from '@/domain/roles';
import { checkedAnswer, checkedData } from './contract';
import { asJsonValue, json } from './json';
import { allRoutes, type MountedRoute } from './mounted-routes';

export { json };

/** A route's answer: its data (JSON 200), or the Response it made. */
export type RouteAnswer = { data: unknown } | Response;

/**
 * One call of a route: an HTTP request, or a page's call in this process (`dispatchInProcess`), which makes no
 * Request unless a handler reads one.
 */
interface RouteCall {
  method: string;
  query: URLSearchParams;
  body(): Promise<unknown>;
  request(): Request;
}

/**
 * Each service's routes with their paths split into segments once (fixed segments in lower case: paths match
 * whatever their case), looked up once per call rather than filtered and split for every route on every call.
 */
const routesByService = Map.groupBy(
  allRoutes.map((route) => ({
    route,
    segments: route.path
      .split('/')
      .filter(Boolean)
      .map((s) => (s.startsWith(':') ? s : s.toLowerCase())),
  })),
  ({ route }) => route.service,
);

/** The path's parameters when `got` (the asked path's segments, and `lower` the same in lower case) matches `want`. */
function matchPath(want: readonly string[], got: readonly string[], lower: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w === '*') {
      params['*'] = got.slice(i).join('/');
      return params;
    }
    const g = got[i];
    if (g === undefined) return null;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== lower[i]) return null;
  }
  return got.length === want.length ? params : null;
}

function issuesOf(error: ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(
      400,
      `Invalid ${where}: ${issuesOf(result.error)
        .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
        .join('; ')}`,
      issuesOf(result.error),
    );
  }
  return result.data;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await readLimitedText(request);
  if (text.length === 0) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON');
  }
}

function checkAccess(route: AnyRoute, ctx: RequestContext): void {
  if (route.access === 'public') return;
  const viewer = ctx.viewer;
  if (!viewer) throw new HttpError(401, 'Sign-in required');
  const business = isBusinessUser(viewer.userType, viewer.authMethods);
  if (route.access === 'business' && !business) throw new HttpError(403, 'This is only available to business customers');
  if (route.access === 'consumer' && business) throw new HttpError(403, 'This is not available to business customers');
}

export function errorResponse(error: unknown, ctx: Pick<RequestContext, 'requestId'>): Response {
  if (error instanceof HttpError)
    return json(
      { message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.details ? { issues: error.details } : {}) },
      error.status,
    );
  if (error instanceof ZodError) return json({ message: 'Invalid request', issues: issuesOf(error) }, 400);
  if (isUnavailable(error)) {
    return json({ message: 'The service is temporarily unavailable, please try again shortly.' }, 503, {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
  }
  reportError(error, { requestId: ctx.requestId });
  return json(
    { message: 'An unexpected error has occurred, please contact us if you continue to have problems.', requestId: ctx.requestId },
    500,
  );
}

/** The route's answer to a call: its data as the handler gave it (answered as JSON 200), or the Response it made (errors included). */
async function answerCall(call: RouteCall, service: string, path: string, ctx: RequestContext): Promise<RouteAnswer> {
  let matched: MountedRoute | undefined;
  try {
    const candidates = routesByService.get(service) ?? [];
    const asked = path.split('/').filter(Boolean);
    const lower = asked.map((s) => s.toLowerCase());
    let pathMatched = false;
    for (const { route, segments } of candidates) {
      const params = matchPath(segments, asked, lower);
      if (!params) continue;
      pathMatched = true;
      const method = call.method === 'HEAD' && route.method === 'GET' ? 'GET' : call.method;
      if (route.method !== method) continue;
      matched = route;
      checkAccess(route, ctx);
      const parsedParams = parse(route.params, params, 'path');
      const parsedQuery = parse(route.query, Object.fromEntries(call.query), 'query');
      const parsedBody = route.body ? parse(route.body, await call.body(), 'body') : undefined;
      const result = await route.handler({
        get request() {
          return call.request();
        },
        params: parsedParams,
        query: parsedQuery,
        body: parsedBody,
        viewer: ctx.viewer,
        db: await getDb(),
        ctx,
      });
      if (result instanceof Response) return checkedAnswer(route, call.method, result);
      const data: unknown = result ?? { ok: true };
      checkedData(route, call.method, data);
      return { data };
    }
    return json({ message: pathMatched ? 'Method not allowed' : 'Not found' }, pathMatched ? 405 : 404);
  } catch (error) {
    const response = errorResponse(error, ctx);
    return matched ? checkedAnswer(matched, call.method, response) : response;
  }
}

/** Answers a request below `/api/<service>/…` from the route table. */
export async function dispatch(request: Request, service: string, path: string, ctx: RequestContext): Promise<Response> {
  const call = {
    method: request.method,
    query: new URL(request.url).searchParams,
    body: () => readBody(request),
    request: () => request,
  };
  const answer = await answerCall(call, service, path, ctx);
  return answer instanceof Response ? answer : json(answer.data);
}

/** A page's call of a service in this process: what an HTTP request of the same URL, method and JSON body would send. */
export interface InProcessCall {
  method: string;
  /** The path below `/api/<service>/`, as a URL writes it. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The Request a handler reading one gets. */
  request(): Request;
}

/**
 * Answers a page's call in this process (no network hop, no HTTP objects): a successful answer's data comes as
 * values, without JSON text written and parsed; as the service made it when JSON would keep it as it is.
 */
export async function dispatchInProcess(call: InProcessCall, service: string, ctx: RequestContext): Promise<RouteAnswer> {
  const body = call.body === undefined ? undefined : asJsonValue(call.body);
  const routeCall = { method: call.method, query: call.query, body: () => Promise.resolve(body), request: () => call.request() };
  const answer = await answerCall(routeCall, service, call.path, ctx);
  return answer instanceof Response ? answer : { data: asJsonValue(answer.data) };
}
