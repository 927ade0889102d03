import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, boolean, uuid, jsonb, integer, bigint, index, primaryKey } from 'drizzle-orm/pg-core';
import { accounts } from './identity';
import type { PhotoExif } from '@/domain/schemas/photo-details';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'string' });
/** Wall-clock time without zone, kept as text so no time zone is ever applied. */
const wallClock = (name: string) => timestamp(name, { withTimezone: false, precision: 3, mode: 'string' });

/** pending: not confirmed after upload; active: in the library; trashed: in Recently deleted (migration 0440). */
export type PhotoStatus = 'pending' | 'active' | 'trashed';
export interface StoredThumbnail {
  id: number;
  width: number;
  height: number;
  key: string;
}

/** Photos of the library (migration 0100). Timestamps are strings: keyset cursors need every digit. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').notNull().default(''),
    localFileName: text('local_file_name').notNull(),
    contentHash: text('content_hash').notNull(),
    mime: text('mime').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    visibleWidth: integer('visible_width'),
    visibleHeight: integer('visible_height'),
    dateTaken: wallClock('date_taken'),
    takenMonth: integer('taken_month')
      .notNull()
      .generatedAlwaysAs(sql`COALESCE((EXTRACT(YEAR FROM date_taken) * 100 + EXTRACT(MONTH FROM date_taken))::integer, 0)`),
    uploadEnd: ts('upload_end'),
    created: ts('created').notNull().defaultNow(),
    status: text('status').$type<PhotoStatus>().notNull().default('pending'),
    blobKey: text('blob_key').notNull(),
    thumbnails: jsonb('thumbnails').$type<StoredThumbnail[]>().notNull().default([]),
    trashedAt: ts('trashed_at'),
    /** Camera facts of EXIF (migration 0490); null when the file had none. */
    exif: jsonb('exif').$type<PhotoExif>(),
  },
  (t) => [
    index('photos_by_created')
      .on(t.accountId, t.created, t.id)
      .where(sql`status = 'active'`),
    index('photos_by_taken')
      .on(t.accountId, t.dateTaken, t.id)
      .where(sql`status = 'active' AND date_taken IS NOT NULL`),
    index('photos_by_month')
      .on(t.accountId, t.takenMonth, t.created, t.id)
      .where(sql`status = 'active'`),
    index('photos_pending')
      .on(t.created)
      .where(sql`status = 'pending'`),
    index('photos_trashed')
      .on(t.accountId, t.trashedAt, t.id)
      .where(sql`status = 'trashed'`),
    index('photos_trash_expiry')
      .on(t.trashedAt)
      .where(sql`status = 'trashed'`),
  ],
);

export const photoMonthCounts = pgTable(
  'photo_month_counts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    takenMonth: integer('taken_month').notNull(),
    photosCount: integer('photos_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.takenMonth] })],
);

export const photoTotals = pgTable('photo_totals', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  photosCount: integer('photos_count').notNull(),
});

export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    photosCount: integer('photos_count').notNull().default(0),
    coverPhotoId: uuid('cover_photo_id').references(() => photos.id, { onDelete: 'set null' }),
    isShared: boolean('is_shared').notNull().default(false),
    created: ts('created').notNull().defaultNow(),
    updated: ts('updated').notNull().defaultNow(),
  },
  (t) => [index('albums_by_owner').on(t.ownerId, t.created, t.id)],
);

export const albumPhotos = pgTable(
  'album_photos',
  {
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull().defaultNow(),
    photoDateTaken: wallClock('photo_date_taken'),
  },
  (t) => [
    primaryKey({ columns: [t.albumId, t.photoId] }),
    index('album_photos_by_taken').on(t.albumId, t.photoDateTaken, t.photoId),
    index('album_photos_by_added').on(t.albumId, t.addedAt, t.photoId),
    index('album_photos_photo').on(t.photoId),
  ],
);

/** Album memberships of trashed photos, moved back into album_photos on restore (migration 0440). */
export const trashedAlbumPhotos = pgTable(
  'trashed_album_photos',
  {
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull(),
    photoDateTaken: wallClock('photo_date_taken'),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.photoId] }), index('trashed_album_photos_photo').on(t.photoId)],
);

export const albumShares = pgTable(
  'album_shares',
  {
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    created: ts('created').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.accountId] }), index('album_shares_by_participant').on(t.accountId, t.created, t.albumId)],
);

export const tempSelections = pgTable(
  'temp_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    photoIds: uuid('photo_ids').array().notNull(),
    created: ts('created').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('temp_selections_account').on(t.accountId), index('temp_selections_expiry').on(t.expiresAt)],
);
