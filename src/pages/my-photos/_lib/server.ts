import type { AstroGlobal } from 'astro';
import { eq } from 'drizzle-orm';
import { photosClient } from '@/client/photos';
import { dispatch, inProcessData } from '@/server/http/dispatch';
import { HttpStatusError } from '@/client/http';
import { withEmbedParams } from '@/domain/embed';
import { orderPrintsVisible, type FeatureFlag } from '@/domain/flags';
import { getDb } from '@/server/runtime';
import { customers } from '@/server/db/schema';

const SERVICE = 'photo-management';

/**
 * The photos client for server rendering. With the default base URL the call is answered in
 * process by the same route table (no network hop, same access checks); a configured
 * SERVICE_URL_PHOTO_MANAGEMENT is called over HTTP with the caller's bearer token.
 */
export function serverPhotosClient(Astro: AstroGlobal) {
  const ctx = Astro.locals.ctx;
  const configured = process.env.SERVICE_URL_PHOTO_MANAGEMENT;
  const base = configured ?? `/api/${SERVICE}`;
  const origin = Astro.url.origin;
  const inProcess: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const local = url.origin === origin && url.pathname.startsWith(`/api/${SERVICE}/`);
    if (!local) return fetch(input, init);
    return dispatch(new Request(url, init), SERVICE, url.pathname.slice(`/api/${SERVICE}/`.length), ctx, true);
  };
  return photosClient({
    origin,
    services: { [SERVICE]: base },
    headers: ctx.viewer ? { authorization: `Bearer ${ctx.viewer.accessToken}` } : {},
    fetch: configured ? fetch : inProcess,
    readBody: async (response) => (inProcessData(response) ?? { data: await response.json() }).data,
  });
}

/** Route guard of spec §2: a page whose feature flag is off redirects to the root. */
export function guard(Astro: AstroGlobal, ...flags: FeatureFlag[]): Response | null {
  const on = flags.every((f) => Astro.locals.ctx.flags[f]);
  return on ? null : Astro.redirect(withEmbedParams('/', Astro.url), 302);
}

/** Order prints are offered when the flag is on and the customer has not stored hideOrderPrints (spec §6). */
export async function orderPrintsOffered(Astro: AstroGlobal): Promise<boolean> {
  const { flags, viewer } = Astro.locals.ctx;
  if (!flags.PhotoManagementOrderPrintsEnabled || !viewer) return false;
  const db = await getDb();
  const [row] = await db.select({ hide: customers.hideOrderPrints }).from(customers).where(eq(customers.accountId, viewer.accountId));
  return orderPrintsVisible(flags, row?.hide ?? false);
}

/** Keeps the whole query string (tabs and deletions keep it, spec §2). */
export function withQuery(path: string, url: URL): string {
  return `${path}${url.search}`;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpStatusError && (error.status === 404 || error.status === 400);
}

/**
 * The photo a preview URL names, read on the server so the page shows it at once; null when it is not
 * part of the collection ('' = the library, 'albums/:id', 'shared-albums/:id'): not the viewer's, gone,
 * or not an id at all. Other failures throw.
 */
export async function previewPhoto(api: ReturnType<typeof serverPhotosClient>, collection: string, photoId: string) {
  try {
    return await api.collectionPhotoOrNull(collection, photoId);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
