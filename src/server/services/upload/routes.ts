/**
 * Upload service (spec §4 Upload, §5), mounted at /api/upload. How the upload island uses it:
 *
 * 1. Upload each file with tus (`tus-js-client`, protocol 1.0.0) to `/api/upload/files`, signed in
 *    (access cookie or `Authorization: Bearer`), with metadata `filename` (the name shown later as
 *    localFileName). Uploads resume after a dropped connection (HEAD answers the offset). Non-GET
 *    requests must be same-origin (browsers send Origin; other clients set it).
 *    Limits: MAX_UPLOAD_BYTES per file (413 on creation), MAX_IMAGE_PIXELS per image; per account
 *    (src/domain/photos/upload-limits.ts) the storage quota (507 on creation, code storageFull: its
 *    photos' originals plus its unfinished uploads) and the open uploads (429, code tooManyUploads).
 * 2. The final PATCH answers 200 with JSON `{uploadId, photoId, duplicate, type, localFileName}`;
 *    `duplicate: true` means the same file is in the library already (nothing new stored, photoId
 *    is the earlier photo). A refused file answers 415 (not JPEG / PNG / HEIC, judged by its bytes)
 *    or 413 (too many pixels) with JSON `{message}` to show. tus-js-client reports these in
 *    `onError` (`error.originalResponse.getBody()`); they are not retried.
 * 3. Photos stay invisible until confirmed: `POST /api/upload/confirm {uploadIds}` answers
 *    `{photoIds, duplicates, failed}` (duplicates: upload ids whose file was already there).
 *    Then refresh timeline, user and latest photos (spec §4).
 * 4. Closing the dialog without confirming: `POST /api/upload/cancel {uploadIds}` deletes unconfirmed
 *    photos and unfinished uploads.
 * 4a. Uploads finished but neither confirmed nor cancelled (the window was closed while they went on,
 *    the page was left or reloaded) are not lost: `GET /api/upload/pending` answers how many the account
 *    has, from any window or device, `until` (when the newest finished) and `keptUntil`; the pages offer
 *    them until `POST /api/upload/pending/confirm {until}` adds or `POST /api/upload/pending/cancel {until}`
 *    discards those finished by `until`. A clean-up job deletes them UPLOAD_CONFIRM_TTL_MS after they
 *    finished (PENDING_UPLOAD_KEPT_DAYS, 30 days, by default), the date the offer shows.
 * 5. `GET /api/upload/uploads?ids=a,b` answers each upload's state (receiving / pending / rejected /
 *    confirmed / cancelled), photoId, duplicate and the refusal message.
 * Thumbnails (300 / 800 / 1300) are made by a background job; until then a photo's thumbnails point
 * at its original.
 */
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { and, eq } from 'drizzle-orm';
import { photoUploads } from '../../db/schema';
import { handleTus } from './tus';
import { cancelPendingUploads, cancelUploads, confirmPendingUploads, confirmUploads, pendingUploads, uploadStatuses } from './uploads';
import * as answer from '@/domain/schemas/uploads';
import { route } from '../../http/route';
import { empty } from '@/domain/contracts/contract';

const uploadId = z.uuid({ error: 'Upload ids must be UUIDs' });
const MAX_IDS = 500;
const uploadIdsBody = z.object({
  uploadIds: z
    .array(uploadId, { error: 'uploadIds must be a list of upload ids' })
    .min(1, { error: 'uploadIds must not be empty' })
    .max(MAX_IDS, { error: `At most ${MAX_IDS} upload ids per request` }),
});
const fileParams = z.object({ id: z.string() });
const statusQuery = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z
        .array(uploadId)
        .min(1, { error: 'ids must not be empty' })
        .max(MAX_IDS, { error: `At most ${MAX_IDS} ids` }),
    ),
});

/** Refusals of the tus protocol itself; their bodies are plain text, as tus clients expect. */
const TUS_REFUSALS = {
  400: 'A tus header is missing or not valid',
  403: 'Upload-Offset or Content-Type is missing',
  409: 'Upload-Offset does not match the upload',
  410: 'The upload is gone',
  412: 'Tus-Resumable is missing or not 1.0.0',
};

/** A malformed upload id answers like an unknown one. */
function checkId(id: string): void {
  if (!uploadId.safeParse(id).success) throw notFound('Upload not found');
}

export const routes = [
  route({
    method: 'POST',
    path: 'files',
    access: 'user',
    response: { 201: empty('Location', 'Tus-Resumable') },
    refusals: {
      ...TUS_REFUSALS,
      413: 'The file is larger than the upload limit',
      429: 'The account has too many unfinished uploads',
      507: "The account's photo storage is full",
    },
    summary: 'tus: create an upload',
    handler: ({ request, viewer }) => handleTus(request, viewer.accountId),
  }),
  route({
    method: 'HEAD',
    path: 'files/:id',
    access: 'user',
    response: { 200: empty('Upload-Offset', 'Upload-Length', 'Tus-Resumable') },
    refusals: TUS_REFUSALS,
    params: fileParams,
    summary: 'tus: offset of an upload',
    handler: ({ request, viewer, params }) => {
      checkId(params.id);
      return handleTus(request, viewer.accountId);
    },
  }),
  route({
    method: 'PATCH',
    path: 'files/:id',
    access: 'user',
    response: { 200: answer.uploadOutcome, 204: empty('Upload-Offset', 'Tus-Resumable') },
    refusals: { ...TUS_REFUSALS, 413: 'Too many pixels', 415: 'Not a JPEG, PNG or HEIC image' },
    params: fileParams,
    summary: 'tus: append bytes',
    handler: ({ request, viewer, params }) => {
      checkId(params.id);
      return handleTus(request, viewer.accountId);
    },
  }),
  route({
    method: 'DELETE',
    path: 'files/:id',
    access: 'user',
    response: { 204: empty('Tus-Resumable') },
    refusals: TUS_REFUSALS,
    params: fileParams,
    summary: 'tus: abandon an upload',
    handler: async ({ request, viewer, params, db }) => {
      checkId(params.id);
      const response = await handleTus(request, viewer.accountId);
      if (response.status === 204) {
        await db
          .update(photoUploads)
          .set({ state: 'cancelled', finishedAt: new Date() })
          .where(and(eq(photoUploads.id, params.id), eq(photoUploads.accountId, viewer.accountId), eq(photoUploads.state, 'receiving')));
      }
      return response;
    },
  }),
  route({
    method: 'POST',
    path: 'confirm',
    access: 'user',
    response: answer.confirmResult,
    body: uploadIdsBody,
    summary: 'Confirm finished uploads into the library',
    handler: ({ db, viewer, body }) => confirmUploads(db, viewer.accountId, body.uploadIds),
  }),
  route({
    method: 'POST',
    path: 'cancel',
    access: 'user',
    response: answer.cancelResult,
    body: uploadIdsBody,
    summary: 'Drop unconfirmed uploads',
    handler: ({ db, viewer, body }) => cancelUploads(db, viewer.accountId, body.uploadIds),
  }),
  route({
    method: 'GET',
    path: 'uploads',
    access: 'user',
    response: answer.uploadStatuses,
    query: statusQuery,
    summary: 'States of uploads',
    handler: async ({ db, viewer, query }) => ({ uploads: await uploadStatuses(db, viewer.accountId, query.ids) }),
  }),
  route({
    method: 'GET',
    path: 'pending',
    access: 'user',
    response: answer.pendingUploads,
    summary: "The account's finished uploads waiting to be added or discarded",
    handler: ({ db, viewer }) => pendingUploads(db, viewer.accountId),
  }),
  route({
    method: 'POST',
    path: 'pending/confirm',
    access: 'user',
    response: answer.confirmResult,
    body: answer.pendingScope,
    summary: 'Add the pending uploads finished by a time to the library',
    handler: ({ db, viewer, body }) => confirmPendingUploads(db, viewer.accountId, new Date(body.until)),
  }),
  route({
    method: 'POST',
    path: 'pending/cancel',
    access: 'user',
    response: answer.cancelResult,
    body: answer.pendingScope,
    summary: 'Discard the pending uploads finished by a time',
    handler: ({ db, viewer, body }) => cancelPendingUploads(db, viewer.accountId, new Date(body.until)),
  }),
];
