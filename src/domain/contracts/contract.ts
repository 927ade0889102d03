import { z } from 'zod';

/** An answer whose body is a file of this media type (`image/*`: any image). */
export interface FileAnswer {
  file: string;
}
/** An answer without a body; what it says travels in the named headers. */
export interface EmptyAnswer {
  empty: true;
  headers: string[];
}
/**
 * A zod schema, classic or Mini (`src/domain/schemas/photo.ts`): both are core schemas (`instanceof
 * z.core.$ZodType`) and parse with their own `safeParse`.
 */
export type Schema<T = unknown> = z.core.$ZodType<T> & { safeParse(data: unknown): z.core.util.SafeParseResult<T> };

/** What a route answers with a status: JSON of a zod schema, a file, or no body. */
export type Answer = Schema | FileAnswer | EmptyAnswer;

export const file = (mediaType: string): FileAnswer => ({ file: mediaType });
export const empty = (...headers: string[]): EmptyAnswer => ({ empty: true, headers });

export function isAnswer(value: unknown): value is Answer {
  return value instanceof z.core.$ZodType || (typeof value === 'object' && value !== null && ('file' in value || 'empty' in value));
}

/**
 * What a service and its callers agree on for one route (decision 0016): the route table adds the access
 * rule and the handler, the typed client calls it through `src/client/contract.ts`, so neither can drift.
 */
export interface Contract<P = unknown, Q = unknown, B = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  /** Path below the service mount, with `:name` parameters and an optional trailing `*` wildcard. */
  path: string;
  /** One line for the published contract (GET /api/openapi.json). */
  summary: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** The answer of status 200, or the answers by status (successes, and refusals with a body of their own). */
  response: Answer | { [status: number]: Answer };
  /** Refusals beyond those every route may give (see `answersOf`), each with what it means. */
  refusals?: { [status: number]: string };
}

/** Declares a contract; its schemas keep their types for the route table and the client. */
export const contract = <C extends Contract>(def: C): C => def;

/** The JSON answer of a call that succeeded (200, 201 or 202), or undefined when it answers no JSON. */
export function successAnswer(def: Contract): z.ZodType | undefined {
  const { response } = def;
  const answer = isAnswer(response) ? response : [200, 201, 202].map((status) => response[status]).find(Boolean);
  return answer instanceof z.ZodType ? answer : undefined;
}

type Json<A> = A extends z.ZodType ? z.output<A> : void;
/** What a successful call answers, as `successAnswer` finds it. */
export type SuccessOf<C extends Contract> = C['response'] extends Answer
  ? Json<C['response']>
  : C['response'] extends { 200: infer A }
    ? Json<A>
    : C['response'] extends { 201: infer A }
      ? Json<A>
      : C['response'] extends { 202: infer A }
        ? Json<A>
        : void;

type Part<C, K extends 'params' | 'query' | 'body'> = C extends { [key in K]: z.ZodType } ? { [key in K]: z.input<C[K]> } : unknown;
/** What a caller hands over: the path parameters, query and body the contract's schemas take. */
export type InputOf<C extends Contract> = Part<C, 'params'> & Part<C, 'query'> & Part<C, 'body'>;

/** The contract's path with its `:name` parameters filled in. */
export function pathOf(def: Contract, params: Record<string, string | number | undefined> = {}): string {
  return `/${def.path.replace(/^\//, '')}`.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${def.method} ${def.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
