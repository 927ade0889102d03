import type { AstroGlobal } from 'astro';
import type { photosClient } from '@/client/photos';
import { apiFor } from '@/client/in-process.server';
import { HttpStatusError } from '@/client/http';
import { withEmbedParams } from '@/domain/embed';
import { isNotFound } from '@/components/page-load.server';
import { orderPrintsVisible, type FeatureFlag } from '@/domain/flags';
import { PREVIEW_AHEAD, type OpenedPreview } from '@/domain/photos-ui/preview-strip';
import type { Photo, SortOptions } from '@/domain/schemas/photos';

/** Route guard of spec §2: a page whose feature flag is off redirects to the root. */
export function guard(Astro: AstroGlobal, ...flags: FeatureFlag[]): Response | null {
  const on = flags.every((f) => Astro.locals.ctx.flags[f]);
  return on ? null : Astro.redirect(withEmbedParams('/', Astro.url), 302);
}

/** Order prints are offered when the flag is on and the customer has not stored hideOrderPrints (spec §6). */
export async function orderPrintsOffered(Astro: AstroGlobal): Promise<boolean> {
  const { ctx } = Astro.locals;
  if (!ctx.flags.PhotoManagementOrderPrintsEnabled || !ctx.viewer) return false;
  try {
    return orderPrintsVisible(ctx.flags, (await apiFor(ctx).customer.me()).hideOrderPrints);
  } catch (error) {
    // No customer record (yet) stores no preference.
    if (error instanceof HttpStatusError && error.status === 404) return orderPrintsVisible(ctx.flags, false);
    throw error;
  }
}

/**
 * The photo a preview URL names and its neighbours in the page's default sort, read on the server so the
 * page shows it at once and the browser walks the first steps without its photos client. The photo is
 * null when it is not part of the collection ('' = the library, 'albums/:id', 'shared-albums/:id'): not
 * the viewer's, gone, or not an id at all. Other failures throw.
 */
export async function previewAround(
  api: ReturnType<typeof photosClient>,
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
