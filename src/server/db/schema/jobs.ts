import { sql } from 'drizzle-orm';
import { pgTable, boolean, text, uuid, jsonb, integer, bigint, bigserial, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { accounts } from './identity';
import { photos } from './photos';
import { fk, pkey, ts } from './columns';
import { archiveColumns, archiveKeys } from './archives';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Background jobs, claimed with FOR UPDATE SKIP LOCKED under a lease (src/server/jobs). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>().default({}),
    state: text('state').notNull().$type<JobState>().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: ts('run_after').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    claimToken: uuid('claim_token'),
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    result: jsonb('result'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    check('jobs_state_check', sql`state IN ('queued', 'running', 'done', 'failed')`),
    index('jobs_ready')
      .on(t.runAfter, t.id)
      .where(sql`state = 'queued'`),
    index('jobs_leased')
      .on(t.lockedUntil)
      .where(sql`state = 'running'`),
    index('jobs_finished')
      .on(t.finishedAt)
      .where(sql`state IN ('done', 'failed')`),
    // At most one open job per singleton key (periodic clean-ups).
    uniqueIndex('jobs_singleton')
      .on(t.singletonKey)
      .where(sql`singleton_key IS NOT NULL AND state IN ('queued', 'running')`),
  ],
);

export type UploadState = 'receiving' | 'pending' | 'rejected' | 'confirmed' | 'cancelled';

/** tus uploads of the photo library and what became of them. */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    fileName: text('file_name').notNull().default(''),
    declaredSize: bigint('declared_size', { mode: 'number' }),
    state: text('state').notNull().$type<UploadState>().default('receiving'),
    /** The file was in the library already: photoId is that earlier photo, nothing new was stored. */
    duplicate: boolean('duplicate').notNull().default(false),
    photoId: uuid('photo_id'),
    contentType: text('content_type'),
    sha256: text('sha256'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    fk(t.accountId, accounts.id).onDelete('cascade'),
    fk(t.photoId, photos.id).onDelete('set null'),
    check('photo_uploads_state_check', sql`state IN ('receiving', 'pending', 'rejected', 'confirmed', 'cancelled')`),
    index('photo_uploads_account').on(t.accountId, t.createdAt),
    index('photo_uploads_open')
      .on(t.createdAt)
      .where(sql`state IN ('receiving', 'pending')`),
  ],
);

/** The content hash of each stored photo of an account (one stored copy per file). */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    accountId: uuid('account_id').notNull(),
    sha256: text('sha256').notNull(),
    photoId: uuid('photo_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    pkey(t.accountId, t.sha256),
    fk(t.accountId, accounts.id).onDelete('cascade'),
    fk(t.photoId, photos.id).onDelete('cascade'),
    index('photo_hashes_photo').on(t.photoId),
  ],
);

export interface DownloadPhotoRef {
  photoId: string;
  ownerId: string;
}

/** Zip archives of photos made by the archive job. */
export const photoDownloads = pgTable(
  'photo_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    name: text('name').notNull(),
    photos: jsonb('photos').notNull().$type<DownloadPhotoRef[]>(),
    albumId: text('album_id'),
    ...archiveColumns(),
  },
  (t) => archiveKeys(t),
);

/** Files uploaded earlier in the product editor; an anonymous upload has no account. */
export const editorUploads = pgTable(
  'editor_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    blobKey: text('blob_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    importedPhotoId: uuid('imported_photo_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    fk(t.accountId, accounts.id).onDelete('cascade'),
    fk(t.importedPhotoId, photos.id).onDelete('set null'),
    index('editor_uploads_account').on(t.accountId, t.createdAt),
  ],
);

export type ActivationStatus = 'ACTIVE' | 'NOT_ACTIVE' | 'IMPORTING' | 'DELETING';

/** Photo library activation status per account (spec §4). */
export const photoActivation = pgTable(
  'photo_activation',
  {
    accountId: uuid('account_id').primaryKey(),
    status: text('status').notNull().$type<ActivationStatus>(),
    jobId: bigint('job_id', { mode: 'number' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    fk(t.accountId, accounts.id).onDelete('cascade'),
    check('photo_activation_status_check', sql`status IN ('ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING')`),
  ],
);
