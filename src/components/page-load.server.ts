import { HttpStatusError } from '@/client/http';
import { reportError } from '@/server/reporter';

/** What a page loaded for its render, or that loading it failed (reported already). */
export type PageLoad<T> = { ok: true; data: T } | { ok: false };

/**
 * The one way a page loads what it shows from the services, in its frontmatter: everything the page needs
 * in one `load`. Any failure is reported with the request id and the page's name, and the page shows its
 * load error: a page never answers 500 for a service that failed, nor hides that it did. What the page
 * names that does not exist is no failure: `load` answers it as a value (see `unlessNotFound`).
 */
export async function loadPage<T>(ctx: App.Locals['ctx'], page: string, load: () => Promise<T>): Promise<PageLoad<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    reportError(error, { requestId: ctx.requestId, page });
    return { ok: false };
  }
}

/**
 * One part of a page that shows without the rest (the overview's orders, its recent photos): the same
 * convention for the part, the failure reported with the part's name; null when it failed.
 */
export async function loadPart<T>(ctx: App.Locals['ctx'], page: string, part: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    reportError(error, { requestId: ctx.requestId, page, part });
    return null;
  }
}

/** A service saying there is no such thing: 404, or 400 (the id cannot be one). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpStatusError && (error.status === 404 || error.status === 400);
}

/** A service's answer, or null when it says there is no such thing. */
export async function unlessNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
