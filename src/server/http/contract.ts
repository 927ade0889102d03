import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { errorAnswer } from '@/domain/schemas/answers';
import { answersOf, isSuccess, routeId, type DocumentedAnswer } from './answers';
import { allRoutes, type MountedRoute } from './mounted-routes';
import { env } from '../env';
import { json, jsonValue } from './json';

/**
 * Contract checking for test servers: with CONTRACT_LOG set, every answer of a service is checked
 * against its route's documented answers (the same ones GET /api/openapi.json publishes). The file
 * gets one line per route and status answered, one per mismatch, and the documented routes, so the
 * test run can fail on a mismatch or on a route no test exercised (tests/support/contract.mjs).
 */
const LOG = env.CONTRACT_LOG;
const written = new Set<string>();

function write(entry: Record<string, unknown>): void {
  fs.mkdirSync(path.dirname(LOG!), { recursive: true });
  fs.appendFileSync(LOG!, `${JSON.stringify(entry)}\n`);
}

function documentedRoutes(): Record<string, number[]> {
  return Object.fromEntries(
    allRoutes.map((route) => {
      const answers = answersOf(route);
      const successes = answers.filter((a) => a.body !== 'error' && isSuccess(a.status));
      return [routeId(route), (successes.length ? successes : answers).map((a) => a.status)];
    }),
  );
}

const mediaTypeMatches = (pattern: string, type: string) =>
  pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type.split(';')[0].trim() === pattern;

async function mismatch(answer: DocumentedAnswer | undefined, response: Response, body: Promise<unknown> | null): Promise<string | null> {
  if (!answer) return `status ${response.status} is not documented`;
  const type = response.headers.get('content-type') ?? '';
  if (answer.body === 'error' || answer.body instanceof z.core.$ZodType) {
    if (!body) return null;
    if (!type.includes('application/json')) return `expected JSON, got '${type}'`;
    const result = (answer.body === 'error' ? errorAnswer : answer.body).safeParse(await body);
    return result.success ? null : z.prettifyError(result.error);
  }
  if ('file' in answer.body) return mediaTypeMatches(answer.body.file, type) ? null : `expected ${answer.body.file}, got '${type}'`;
  const missing = answer.body.headers.filter((name) => !response.headers.has(name));
  return missing.length ? `missing headers ${missing.join(', ')}` : null;
}

/** Checks a service's answer against its route's contract (only with CONTRACT_LOG); answers the same response. */
export function checkedAnswer(route: MountedRoute, method: string, response: Response): Response {
  if (!LOG) return response;
  const readsJson = method !== 'HEAD' && (response.headers.get('content-type') ?? '').includes('application/json');
  const body = readsJson
    ? response
        .clone()
        .json()
        .catch(() => undefined)
    : null;
  logCheck(route, response, body);
  return response;
}

/** Checks a route's data answer (JSON 200) against its contract (only with CONTRACT_LOG), as the JSON text would read. */
export function checkedData(route: MountedRoute, method: string, data: unknown): void {
  if (!LOG) return;
  const response = json(null);
  logCheck(route, response, method === 'HEAD' ? null : Promise.resolve(jsonValue(data)));
}

function logCheck(route: MountedRoute, response: Response, body: Promise<unknown> | null): void {
  if (written.size === 0) write({ routes: documentedRoutes() });
  const id = routeId(route);
  const answer = answersOf(route).find((a) => a.status === response.status);
  void mismatch(answer, response, body).then((problem) => {
    if (problem) write({ route: id, status: response.status, problem });
    const key = `${id} ${response.status}`;
    if (!written.has(key)) {
      written.add(key);
      write({ route: id, status: response.status });
    }
  });
}
