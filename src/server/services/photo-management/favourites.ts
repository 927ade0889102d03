import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { photos } from '../../db/schema';
import { unique } from '@/domain/photos/chunk';
import type { FavouritesChanged } from '@/domain/schemas/photos';
import { photoStatusIs } from './keyset';

/**
 * POST and DELETE /favourites/photos: marks or unmarks the caller's photos in the library as favourites. A
 * photo of another account (one seen through a shared album), one in Recently deleted or an unknown id is
 * left as it is and answered in `failed`. The flag stays on a photo moved to Recently deleted: it is out of
 * the Favourites while there and back with a restore.
 */
export async function setFavourite(db: Db, accountId: string, photoIds: readonly string[], favourite: boolean): Promise<FavouritesChanged> {
  const wanted = unique(photoIds);
  const changed = await db
    .update(photos)
    .set({ favourite })
    .where(and(eq(photos.accountId, accountId), photoStatusIs('active'), inArray(photos.id, wanted)))
    .returning({ id: photos.id });
  const done = new Set(changed.map((row) => row.id));
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.accountId, accountId), photoStatusIs('active'), sql`${photos.favourite}`));
  return { failed: wanted.filter((id) => !done.has(id)), favouritesCount: count };
}
