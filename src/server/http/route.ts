import type { z } from 'zod';
import type { Db } from '../db';
import type { Viewer } from '../auth/viewer';
import type { RequestContext } from '../request-context';

/** Who may call a route: anyone, any signed-in user, or only business / consumer users. */
export type Access = 'public' | 'user' | 'business' | 'consumer';

export interface HandlerContext<P, Q, B, A extends Access> {
  request: Request;
  url: URL;
  params: P;
  query: Q;
  body: B;
  viewer: A extends 'public' ? Viewer | null : Viewer;
  db: Db;
  ctx: RequestContext;
}

export interface RouteDef<P = unknown, Q = unknown, B = unknown, A extends Access = Access> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  /** Path below the service mount, with `:name` parameters and an optional trailing `*` wildcard. */
  path: string;
  access: A;
  summary?: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Plain data is answered as JSON 200; a Response is passed through. */
  handler(context: HandlerContext<P, Q, B, A>): Promise<unknown> | unknown;
}

/** Declares a route; the generics are inferred from the schemas. */
export function route<P = Record<string, string>, Q = Record<string, string>, B = undefined, A extends Access = Access>(
  def: RouteDef<P, Q, B, A>,
): RouteDef<P, Q, B, A> {
  return def;
}

export type AnyRoute = RouteDef<any, any, any, Access>;
