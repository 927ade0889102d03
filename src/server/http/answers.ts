import { isAnswer, type Answer } from '@/domain/contracts/contract';
import type { AnyRoute } from './route';

/** One documented answer of a route: a success (or a refusal with its own body), or a refusal with the error body. */
export interface DocumentedAnswer {
  status: number;
  description: string;
  body: Answer | 'error';
}

const SUCCESS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  // With blobs in S3, files are fetched from a short-lived presigned URL (src/server/storage/answer.ts).
  302: 'Found: the file is at Location',
  304: 'Not modified',
};

/** Refusals the dispatcher and the server give any route, by what the route declares. */
const COMMON_REFUSALS: Record<number, { description: string; applies(route: AnyRoute): boolean }> = {
  400: {
    description: 'The path, query or body is not valid (the issues say where)',
    applies: (r) => Boolean(r.params || r.query || r.body),
  },
  401: { description: 'Sign-in required', applies: (r) => r.access !== 'public' },
  403: { description: 'Not for this kind of customer', applies: (r) => r.access === 'business' || r.access === 'consumer' },
  404: {
    description: "Not found, or not the caller's (another account's resource answers as one that does not exist)",
    applies: (r) => r.path.includes(':'),
  },
  413: { description: 'The request body is too large', applies: (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) },
  500: { description: 'Unexpected error (the answer carries a requestId)', applies: () => true },
  503: { description: 'Temporarily unavailable, try again after Retry-After seconds', applies: () => true },
};

const cache = new WeakMap<AnyRoute, DocumentedAnswer[]>();

/** Every answer a route may give, by status: its declared answers, then the refusals it shares with every route and its own. */
export function answersOf(route: AnyRoute): DocumentedAnswer[] {
  const cached = cache.get(route);
  if (cached) return cached;
  const declared: [number, Answer][] = isAnswer(route.response)
    ? [[200, route.response]]
    : Object.entries(route.response).map(([status, answer]) => [Number(status), answer]);
  const answers = new Map<number, DocumentedAnswer>(
    declared.map(([status, body]) => [status, { status, body, description: SUCCESS[status] ?? 'See the body' }]),
  );
  const refusals: [number, string][] = [
    ...Object.entries(route.refusals ?? {}).map(([status, description]): [number, string] => [Number(status), description]),
    ...Object.entries(COMMON_REFUSALS)
      .filter(([, r]) => r.applies(route))
      .map(([status, r]): [number, string] => [Number(status), r.description]),
  ];
  for (const [status, description] of refusals) if (!answers.has(status)) answers.set(status, { status, description, body: 'error' });
  const list = [...answers.values()].sort((a, b) => a.status - b.status);
  cache.set(route, list);
  return list;
}

/** Statuses that mean the route did what was asked. */
export const isSuccess = (status: number) => status >= 200 && status < 400;

/** A route as the published contract names it: `photo-management GET /photos/{id}`. */
export function routeId(route: AnyRoute & { service: string }): string {
  return `${route.service} ${route.method} ${openApiPath(route.path)}`;
}

/** `:name` parameters as OpenAPI writes them, with a leading slash. */
export function openApiPath(path: string): string {
  return `/${path.replace(/^\//, '')}`.replace(/:(\w+)/g, '{$1}');
}
