import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTempDatabase } from './support/temp-database';
import { datedMonthsFirstRows, segmentRowsQuery } from '@/server/services/photo-management/keyset';
import {
  favouritesListing,
  libraryListing,
  monthListing,
  takenOnDayListing,
  uploadedOnDayListing,
} from '@/server/services/photo-management/listings';
import { trashListing } from '@/server/services/photo-management/trash';

/**
 * The photo listings run as prepared statements, which PostgreSQL plans once per connection ("generic" plans)
 * when it can. The photos' indexes are partial on their status: a generic plan that may not use them reads
 * the whole table, so PostgreSQL planned every page of a listing anew (about a quarter of a millisecond of its
 * CPU per page). With sequential scans ruled out, the generic plan of each statement must name one of them.
 */
const temp = useTempDatabase('photos-listing-plans');
const ACCOUNT = '00000000-0000-4000-8000-000000000001';
const PARTIAL_INDEX = /Index (Only )?Scan (Backward )?using (photos_by_\w+|photos_favourites_by_\w+|photos_trashed) on photos/;

const listings = {
  'a month by date taken': monthListing(ACCOUNT, { year: 2024, month: 5 }, { sortKey: 'dateTaken', sortOrder: 'desc' }),
  'a month by upload time': monthListing(ACCOUNT, { year: 2024, month: 5 }, { sortKey: 'created', sortOrder: 'asc' }),
  'the photos without a date': monthListing(ACCOUNT, { year: 0, month: 0 }, { sortKey: 'dateTaken', sortOrder: 'desc' }),
  'the library by upload time': libraryListing(ACCOUNT, { sortKey: 'created', sortOrder: 'desc' }),
  'the library by date taken': libraryListing(ACCOUNT, { sortKey: 'dateTaken', sortOrder: 'desc' }),
  'the trash': { ...trashListing(ACCOUNT), sortKey: 'created', sortOrder: 'desc' },
  'a day taken': takenOnDayListing(ACCOUNT, '2024-05-14'),
  'a day uploaded': uploadedOnDayListing(ACCOUNT, '2026-09-14', false),
  'a day uploaded, undated photos only': uploadedOnDayListing(ACCOUNT, '2026-09-14', true),
} as const;

let prepared = 0;

/** The plan PostgreSQL keeps for a prepared statement of this text (its generic plan), sequential scans ruled out. */
async function genericPlan(text: string): Promise<string> {
  const name = `listing_plan_${++prepared}`;
  const parameters = new Set(text.match(/\$\d+/g)).size;
  return temp.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`PREPARE ${name} AS ${text}`));
    const result = await tx.execute(sql.raw(`EXPLAIN EXECUTE ${name}(${Array(parameters).fill('NULL').join(', ')})`));
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('prepared photo listings', () => {
  for (const [name, listing] of Object.entries(listings)) {
    it(`${name}: a page's generic plan reads a partial index of the photos, from the start and after a cursor`, async () => {
      for (const segment of listing.segments)
        for (const after of [false, true]) {
          const { sql: text } = segmentRowsQuery(temp.db, { source: listing.source, segment, order: listing.sortOrder, after }).toSQL();
          expect(await genericPlan(text), `${segment.name}, after a cursor: ${after}`).toMatch(PARTIAL_INDEX);
        }
    });
  }

  for (const sorting of [
    { sortKey: 'created', sortOrder: 'desc' },
    { sortKey: 'dateTaken', sortOrder: 'asc' },
  ] as const) {
    it(`the favourites by ${sorting.sortKey}: every segment's generic plan reads a partial index`, async () => {
      const listing = favouritesListing(ACCOUNT, sorting);
      for (const segment of listing.segments)
        for (const after of [false, true]) {
          const { sql: text } = segmentRowsQuery(temp.db, { source: listing.source, segment, order: listing.sortOrder, after }).toSQL();
          expect(await genericPlan(text), `${segment.name}, after a cursor: ${after}`).toMatch(PARTIAL_INDEX);
        }
    });
  }

  it('the first pages of several months read together: each month its own partial-index range', async () => {
    const { sql: text } = datedMonthsFirstRows(temp.db, 'plan_dated_months_desc_3', { order: 'desc', months: 3 }).getQuery();
    const plan = await genericPlan(text);
    expect(plan.match(new RegExp(PARTIAL_INDEX.source, 'g'))).toHaveLength(3);
  });
});
