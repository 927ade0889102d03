import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { photos, tempSelections } from '../../db/schema';
import { unique } from '@/domain/photos/chunk';
import type { TempSelection } from '@/domain/schemas/photos';
import { badRequest, notFound } from '../../http/errors';

/** How long the prints editor may read a selection. */
export const TEMP_SELECTION_TTL_HOURS = 24;

/** POST /temp-selections: a selection of the caller's own photos for the prints editor (spec §2 Order prints). */
export async function createTempSelection(db: Db, accountId: string, photoIds: readonly string[]): Promise<{ tempSelectionId: string }> {
  const wanted = unique(photoIds);
  const owned = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.status, 'active'), inArray(photos.id, wanted)));
  if (owned.length !== wanted.length) {
    const ownedIds = new Set(owned.map((o) => o.id));
    throw badRequest(
      'Some of these photos are not in your library',
      wanted.filter((id) => !ownedIds.has(id)).map((id) => ({ path: 'photoIds', message: `${id} is not in your library` })),
    );
  }
  return storeTempSelection(db, accountId, wanted);
}

/** Stores ids already known to be the caller's active photos (a scope the server resolved itself). */
export async function storeTempSelection(db: Db, accountId: string, wanted: readonly string[]): Promise<{ tempSelectionId: string }> {
  if (wanted.length === 0) throw badRequest('There are no photos to order prints of');
  // Expired selections of this account go on the way.
  await db.delete(tempSelections).where(and(eq(tempSelections.accountId, accountId), lt(tempSelections.expiresAt, sql`now()` as never)));
  const [row] = await db
    .insert(tempSelections)
    .values({
      accountId,
      photoIds: [...wanted],
      expiresAt: sql`now() + make_interval(hours => ${TEMP_SELECTION_TTL_HOURS})` as never,
    })
    .returning({ id: tempSelections.id });
  return { tempSelectionId: row.id };
}

const SELECTION_GONE = 'Selection not found or expired';

/**
 * GET /temp-selections/{id}: only its creator reads it, until it expires. It answers the photos still in
 * the library: one moved to Recently deleted meanwhile is left out (and is back if restored); a selection
 * whose photos are all gone answers 404.
 */
export async function getTempSelection(db: Db, accountId: string, id: string): Promise<TempSelection> {
  const [row] = await db
    .select({ id: tempSelections.id, photoIds: tempSelections.photoIds })
    .from(tempSelections)
    .where(and(eq(tempSelections.id, id), eq(tempSelections.accountId, accountId), gt(tempSelections.expiresAt, sql`now()` as never)));
  if (!row) throw notFound(SELECTION_GONE);
  const active = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.status, 'active'), inArray(photos.id, row.photoIds)));
  const activeIds = new Set(active.map((a) => a.id));
  const photoIds = row.photoIds.filter((id) => activeIds.has(id));
  if (photoIds.length === 0) throw notFound(SELECTION_GONE);
  return { tempSelectionId: row.id, photoIds };
}
