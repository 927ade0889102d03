import type { Contract } from '@/domain/contracts/contract';
import type { Db } from '../db';
import type { Viewer } from '../auth/viewer';
import type { RequestContext } from '../request-context';

/** Who may call a route: anyone, any signed-in user, or only business / consumer users. */
export type Access = 'public' | 'user' | 'business' | 'consumer';

export interface HandlerContext<P, Q, B, A extends Access> {
  request: Request;
  params: P;
  query: Q;
  body: B;
  viewer: A extends 'public' ? Viewer | null : Viewer;
  db: Db;
  ctx: RequestContext;
}

/** A route: its contract (shared with the typed client), who may call it and what answers it. */
export interface RouteDef<P = unknown, Q = unknown, B = unknown, A extends Access = Access> extends Contract<P, Q, B> {
  access: A;
  /** Plain data is answered as JSON 200; a Response is passed through. */
  handler(context: HandlerContext<P, Q, B, A>): unknown;
}

/** Declares a route; the generics are inferred from the schemas. */
export function route<P = Record<string, string>, Q = Record<string, string>, B = undefined, A extends Access = Access>(
  def: RouteDef<P, Q, B, A>,
): RouteDef<P, Q, B, A> {
  return def;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table holds routes of every shape
export type AnyRoute = RouteDef<any, any, any, Access>;
