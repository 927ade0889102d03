/**
 * Photo library activation and editor uploads (spec §4, §7), mounted at /api/photo-import:
 * - POST /users/activate → {started}; GET /users/activate → {status} (ACTIVE / NOT_ACTIVE / IMPORTING /
 *   DELETING). The import job sends activation messages (type started / error / finished) on /push.
 *   These are the Photo management API's activation calls, served here (their own service).
 * - GET /uploads/{id}?accountId= → one editor upload of the caller (accountId must be the caller's).
 * - POST /getanonymousuploads {ids} → anonymous editor uploads with those ids, now the caller's.
 * - POST /uploads?fileName= with the image bytes as body: the product editor stores an upload.
 */
import { z } from 'zod';
import { route } from '../../http/route';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { MAX_UPLOAD_BYTES } from '../../images/limits';
import { ImageRejected } from '../../images/inspect';
import { UploadRefused } from '../upload/limits';
import { activationStatus, startActivation } from './activation';
import { addEditorUpload, claimAnonymousUploads, editorUpload } from './editor-uploads';
import { photoImportApi } from '@/domain/contracts/photo-import';
import { IMAGE_REFUSAL_STATUS } from '@/domain/photos/image-refusals';

async function readLimitedBody(request: Request): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw new HttpError(413, 'This file is too large');
  const data = Buffer.from(await request.arrayBuffer());
  if (data.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'This file is too large');
  if (data.length === 0) throw badRequest('The request body must be the image file');
  return data;
}

/** The route table of `photoImportApi` (`src/domain/contracts/photo-import.ts`). */
export const routes = [
  route({
    ...photoImportApi.status,
    access: 'user',
    handler: async ({ db, viewer }) => ({ status: await activationStatus(db, viewer.accountId) }),
  }),
  route({
    ...photoImportApi.activate,
    access: 'user',
    handler: ({ db, viewer }) => startActivation(db, viewer.accountId),
  }),
  route({
    ...photoImportApi.upload,
    access: 'user',
    handler: async ({ db, viewer, params, query }) => {
      const id = z.uuid().safeParse(params.id);
      // Another account's id (in the path or the query) answers like an unknown one.
      if (!id.success || query.accountId !== viewer.accountId) throw notFound('Upload not found');
      const upload = await editorUpload(db, viewer.accountId, id.data);
      if (!upload) throw notFound('Upload not found');
      return upload;
    },
  }),
  route({
    ...photoImportApi.claimAnonymous,
    access: 'user',
    handler: async ({ db, viewer, body }) => ({ uploads: await claimAnonymousUploads(db, viewer.accountId, body.ids) }),
  }),
  route({
    ...photoImportApi.addUpload,
    access: 'user',
    handler: async ({ db, viewer, query, request }) => {
      try {
        return await addEditorUpload(db, viewer.accountId, query.fileName, await readLimitedBody(request));
      } catch (error) {
        if (error instanceof ImageRejected) throw new HttpError(IMAGE_REFUSAL_STATUS[error.code], error.message, undefined, error.code);
        if (error instanceof UploadRefused) throw new HttpError(error.status, error.message, undefined, error.code);
        throw error;
      }
    },
  }),
];
