import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, boolean, uuid, jsonb, integer, bigint, index, check, type PgColumn } from 'drizzle-orm/pg-core';
import { accounts } from './identity';
import { fk, pkey } from './columns';
import type { PhotoExif } from '@/domain/schemas/photo-details';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'string' });
/** Wall-clock time without zone, kept as text so no time zone is ever applied. */
const wallClock = (name: string) => timestamp(name, { withTimezone: false, precision: 3, mode: 'string' });

/** pending: not confirmed after upload; active: in the library; trashed: in Recently deleted. */
export type PhotoStatus = 'pending' | 'active' | 'trashed';
export interface StoredThumbnail {
  id: number;
  width: number;
  height: number;
  key: string;
}

/** Photos of the library. Timestamps are strings: keyset cursors need every digit. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    uploadId: text('upload_id').notNull().default(''),
    localFileName: text('local_file_name').notNull(),
    contentHash: text('content_hash').notNull(),
    mime: text('mime').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    visibleWidth: integer('visible_width'),
    visibleHeight: integer('visible_height'),
    /** The camera's wall-clock time (EXIF carries no zone); null when unknown (1970-01-01 is stored as null). */
    dateTaken: wallClock('date_taken'),
    /** year * 100 + month of dateTaken, 0 for the 'Unknown Date' group. */
    takenMonth: integer('taken_month')
      .notNull()
      .generatedAlwaysAs(sql`COALESCE((EXTRACT(YEAR FROM date_taken) * 100 + EXTRACT(MONTH FROM date_taken))::integer, 0)`),
    uploadEnd: ts('upload_end'),
    created: ts('created').notNull().defaultNow(),
    status: text('status').$type<PhotoStatus>().notNull().default('pending'),
    blobKey: text('blob_key').notNull(),
    thumbnails: jsonb('thumbnails').$type<StoredThumbnail[]>().notNull().default([]),
    trashedAt: ts('trashed_at'),
    /** Camera facts of EXIF; null when the file had none or was ingested before they were kept. */
    exif: jsonb('exif').$type<PhotoExif>(),
    /** The owner's favourite; kept while the photo is in Recently deleted, so a restore brings it back. */
    favourite: boolean('favourite').notNull().default(false),
  },
  (t) => [
    fk(t.accountId, accounts.id).onDelete('cascade'),
    check('photos_status_check', sql`status IN ('pending', 'active', 'trashed')`),
    check('photos_trashed_at_check', sql`(status = 'trashed') = (trashed_at IS NOT NULL)`),
    // Keyset paging; every list reads active photos only.
    index('photos_by_created')
      .on(t.accountId, t.created, t.id)
      .where(sql`status = 'active'`),
    index('photos_by_taken')
      .on(t.accountId, t.dateTaken, t.id)
      .where(sql`status = 'active' AND date_taken IS NOT NULL`),
    index('photos_by_month')
      .on(t.accountId, t.takenMonth, t.created, t.id)
      .where(sql`status = 'active'`),
    // The Favourites view in either sort (a handful of photos of a large library).
    index('photos_favourites_by_created')
      .on(t.accountId, t.created, t.id)
      .where(sql`status = 'active' AND favourite`),
    index('photos_favourites_by_taken')
      .on(t.accountId, t.dateTaken, t.id)
      .where(sql`status = 'active' AND favourite`),
    index('photos_pending')
      .on(t.created)
      .where(sql`status = 'pending'`),
    // The trash page (newest deleted first) and the purge of expired photos.
    index('photos_trashed')
      .on(t.accountId, t.trashedAt, t.id)
      .where(sql`status = 'trashed'`),
    index('photos_trash_expiry')
      .on(t.trashedAt)
      .where(sql`status = 'trashed'`),
  ],
);

/**
 * Active photos per account and month (takenMonth 0 = unknown date), kept in the same transaction as
 * every insert, activation and delete: counting with GROUP BY over a large table is too slow.
 */
export const photoMonthCounts = pgTable(
  'photo_month_counts',
  {
    accountId: uuid('account_id').notNull(),
    takenMonth: integer('taken_month').notNull(),
    photosCount: integer('photos_count').notNull(),
  },
  (t) => [
    pkey(t.accountId, t.takenMonth),
    fk(t.accountId, accounts.id).onDelete('cascade'),
    check('photo_month_counts_photos_count_check', sql`photos_count >= 0`),
  ],
);

export const photoTotals = pgTable(
  'photo_totals',
  {
    accountId: uuid('account_id').primaryKey(),
    photosCount: integer('photos_count').notNull(),
  },
  (t) => [fk(t.accountId, accounts.id).onDelete('cascade'), check('photo_totals_photos_count_check', sql`photos_count >= 0`)],
);

export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    photosCount: integer('photos_count').notNull().default(0),
    coverPhotoId: uuid('cover_photo_id'),
    isShared: boolean('is_shared').notNull().default(false),
    created: ts('created').notNull().defaultNow(),
    updated: ts('updated').notNull().defaultNow(),
  },
  (t) => [
    fk(t.ownerId, accounts.id).onDelete('cascade'),
    fk(t.coverPhotoId, photos.id).onDelete('set null'),
    check('albums_photos_count_check', sql`photos_count >= 0`),
    index('albums_by_owner').on(t.ownerId, t.created, t.id),
  ],
);

/** A photo in an album (album_photos), or kept aside while the photo is in the trash (trashed_album_photos). */
const membership = {
  columns: () => ({ albumId: uuid('album_id').notNull(), photoId: uuid('photo_id').notNull() }),
  keys: (t: { albumId: PgColumn; photoId: PgColumn }) => [
    pkey(t.albumId, t.photoId),
    fk(t.albumId, albums.id).onDelete('cascade'),
    fk(t.photoId, photos.id).onDelete('cascade'),
  ],
};

/** The photo's date taken is copied in so an album page is one index range. */
export const albumPhotos = pgTable(
  'album_photos',
  {
    ...membership.columns(),
    /** sortKey 'created' of an album page is the moment the photo was added ('date added'). */
    addedAt: ts('added_at').notNull().defaultNow(),
    photoDateTaken: wallClock('photo_date_taken'),
  },
  (t) => [
    ...membership.keys(t),
    index('album_photos_by_taken').on(t.albumId, t.photoDateTaken, t.photoId),
    index('album_photos_by_added').on(t.albumId, t.addedAt, t.photoId),
    index('album_photos_photo').on(t.photoId),
  ],
);

/** Album memberships of trashed photos as they were in album_photos, moved back on restore. */
export const trashedAlbumPhotos = pgTable(
  'trashed_album_photos',
  {
    ...membership.columns(),
    addedAt: ts('added_at').notNull(),
    photoDateTaken: wallClock('photo_date_taken'),
  },
  (t) => [...membership.keys(t), index('trashed_album_photos_photo').on(t.photoId)],
);

/** Participants of shared albums (read only for everyone, spec §2). */
export const albumShares = pgTable(
  'album_shares',
  {
    albumId: uuid('album_id').notNull(),
    accountId: uuid('account_id').notNull(),
    created: ts('created').notNull().defaultNow(),
  },
  (t) => [
    pkey(t.albumId, t.accountId),
    fk(t.albumId, albums.id).onDelete('cascade'),
    fk(t.accountId, accounts.id).onDelete('cascade'),
    index('album_shares_by_participant').on(t.accountId, t.created, t.albumId),
  ],
);

/** Temporary selections handed to the prints editor (spec §2 Order prints). */
export const tempSelections = pgTable(
  'temp_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    photoIds: uuid('photo_ids').array().notNull(),
    created: ts('created').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    fk(t.accountId, accounts.id).onDelete('cascade'),
    index('temp_selections_account').on(t.accountId),
    index('temp_selections_expiry').on(t.expiresAt),
  ],
);
