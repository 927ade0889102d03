import type { AstroGlobal } from 'astro';
import { eq } from 'drizzle-orm';
import { photosClient } from '@/client/photos';
import { inProcess } from '@/client/shop-inprocess';
import { HttpStatusError } from '@/client/http';
import { withEmbedParams } from '@/domain/embed';
import { orderPrintsVisible, type FeatureFlag } from '@/domain/flags';
import { getDb } from '@/server/runtime';
import { customers } from '@/server/db/schema';
import { PREVIEW_AHEAD, type OpenedPreview } from '@/domain/photos-ui/preview-strip';
import type { Photo, SortOptions } from '@/domain/schemas/photos';

/** The photos client for server rendering, answered in process like the shop clients (src/client/shop-inprocess.ts). */
export function serverPhotosClient(Astro: AstroGlobal) {
  return photosClient(inProcess(Astro.locals.ctx, ['photo-management']));
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

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpStatusError && (error.status === 404 || error.status === 400);
}

/**
 * The photo a preview URL names and its neighbours in the page's default sort, read on the server so the
 * page shows it at once and the browser walks the first steps without its photos client. The photo is
 * null when it is not part of the collection ('' = the library, 'albums/:id', 'shared-albums/:id'): not
 * the viewer's, gone, or not an id at all. Other failures throw.
 */
export async function previewAround(
  api: ReturnType<typeof serverPhotosClient>,
  collection: string,
  photoId: string,
  sorting: SortOptions,
): Promise<OpenedPreview<Photo>> {
  try {
    const { photo, previous, next } = await api.neighbours(collection, photoId, {
      ...sorting,
      before: PREVIEW_AHEAD,
      after: PREVIEW_AHEAD,
    });
    return { photoId, photo, around: { sorting, previous, next } };
  } catch (error) {
    if (isNotFound(error)) return { photoId, photo: null };
    throw error;
  }
}
