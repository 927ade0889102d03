import { z } from 'zod';
import type { Db } from '../db';
import type { Viewer } from '../auth/viewer';
import type { RequestContext } from '../request-context';

/** Who may call a route: anyone, any signed-in user, or only business / consumer users. */
export type Access = 'public' | 'user' | 'business' | 'consumer';

/** An answer whose body is a file of this media type (`image/*`: any image). */
export interface FileAnswer {
  file: string;
}
/** An answer without a body; what it says travels in the named headers. */
export interface EmptyAnswer {
  empty: true;
  headers: string[];
}
/** What a route answers with a status: JSON of a zod schema, a file, or no body. */
export type Answer = z.ZodType | FileAnswer | EmptyAnswer;

export const file = (mediaType: string): FileAnswer => ({ file: mediaType });
export const empty = (...headers: string[]): EmptyAnswer => ({ empty: true, headers });

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
  /** One line for the published contract (GET /api/openapi.json). */
  summary: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** The answer of status 200, or the answers by status (successes, and refusals with a body of their own). */
  response: Answer | { [status: number]: Answer };
  /** Refusals beyond those every route may give (see `answersOf`), each with what it means. */
  refusals?: { [status: number]: string };
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

export function isAnswer(value: unknown): value is Answer {
  return value instanceof z.ZodType || (typeof value === 'object' && value !== null && ('file' in value || 'empty' in value));
}
