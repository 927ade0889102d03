import { z } from 'zod';
import { download } from './photos';
import { UPLOAD_REFUSALS } from '../photos/upload-limits';
import { UPLOAD_TYPES } from '../photos/image-type';

/**
 * Upload service (/api/upload), Downloads API list items and editor uploads (/api/photo-import):
 * their responses, for clients to parse. See the comment at the top of
 * src/server/services/upload/routes.ts for the upload flow.
 */

/** Answer of the final tus PATCH of an upload. */
export const uploadOutcome = z.object({
  uploadId: z.string(),
  photoId: z.string(),
  /** The same file is in the library already: nothing new was stored, photoId is the earlier photo. */
  duplicate: z.boolean(),
  type: z.enum(UPLOAD_TYPES),
  localFileName: z.string(),
});
export type UploadOutcome = z.infer<typeof uploadOutcome>;

/** A refused upload (415 wrong type, 413 too large, 507 storage full, 429 too many open uploads, with its refusal code) or any 4xx of these services. */
export const serviceError = z.object({ message: z.string(), code: z.enum(UPLOAD_REFUSALS).optional() });

const UPLOAD_STATES = ['receiving', 'pending', 'rejected', 'confirmed', 'cancelled'] as const;
export const uploadStatus = z.object({
  uploadId: z.string(),
  state: z.enum(UPLOAD_STATES),
  fileName: z.string(),
  photoId: z.string().nullable(),
  duplicate: z.boolean(),
  error: z.string().nullable(),
});
export const uploadStatuses = z.object({ uploads: z.array(uploadStatus) });
export type UploadStatus = z.infer<typeof uploadStatus>;

/** POST /api/upload/confirm */
export const confirmResult = z.object({
  photoIds: z.array(z.string()),
  /** Upload ids whose file was already in the library. */
  duplicates: z.array(z.string()),
  /** Upload ids unknown, unfinished, refused or cancelled. */
  failed: z.array(z.string()),
});
export type ConfirmResult = z.infer<typeof confirmResult>;

/** POST /api/upload/cancel */
export const cancelResult = z.object({ cancelled: z.array(z.string()) });

/** GET /api/upload/pending: finished uploads neither added to the library nor discarded, of any window or device. */
export const pendingUploads = z.object({
  count: z.number().int().min(0),
  /** When the newest of them finished: adding or discarding them covers those finished by then. */
  until: z.iso.datetime({ offset: true }).nullable(),
  /** When the oldest of them is deleted if it is still neither added nor discarded. */
  keptUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type PendingUploads = z.infer<typeof pendingUploads>;

/** POST /api/upload/pending/confirm and /cancel: the pending uploads finished by `until`. */
export const pendingScope = z.object({ until: z.iso.datetime({ offset: true, error: 'until must be a date and time' }) });

/** An item of GET /downloads, with the archive's state, size (bytes, once made) and expiry. */
export const downloadItem = download.extend({
  state: z.enum(['pending', 'ready', 'failed']),
  size: z.number().int().min(0).nullable(),
  created: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type DownloadItem = z.infer<typeof downloadItem>;
export const downloadItems = z.object({ items: z.array(downloadItem) });
export const signedDownloadUrl = z.object({ url: z.string(), expiresAt: z.iso.datetime({ offset: true }) });

/** An upload made earlier in the product editor (GET /uploads/{id}, POST /getanonymousuploads). */
export const editorUpload = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created: z.iso.datetime({ offset: true }),
  photoId: z.string().nullable(),
});
export type EditorUpload = z.infer<typeof editorUpload>;
export const editorUploads = z.object({ uploads: z.array(editorUpload) });
