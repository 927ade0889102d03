import { z } from 'zod';
import { contract } from './contract';
import { activationStarted, activationStatusResponse } from '../schemas/photos';
import { editorUpload, editorUploads } from '../schemas/uploads';

const anonymousBody = z.object({
  ids: z
    .array(z.uuid({ error: 'Upload ids must be UUIDs' }), { error: 'ids must be a list of upload ids' })
    .min(1, { error: 'ids must not be empty' })
    .max(500, { error: 'At most 500 ids per request' }),
});
const newUploadQuery = z.object({
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .min(1, { error: 'fileName is required' })
    .max(200, { error: 'fileName is too long' }),
});

/** Photo library activation and editor uploads (spec §4, §7), mounted at /api/photo-import. */
export const photoImportApi = {
  status: contract({
    method: 'GET',
    path: 'users/activate',
    response: activationStatusResponse,
    summary: 'Photo library activation status',
  }),
  activate: contract({
    method: 'POST',
    path: 'users/activate',
    response: activationStarted,
    summary: 'Start importing earlier editor uploads',
  }),
  upload: contract({
    method: 'GET',
    path: 'uploads/:id',
    params: z.object({ id: z.string() }),
    query: z.object({ accountId: z.string({ error: 'accountId is required' }) }),
    response: editorUpload,
    summary: 'One editor upload',
  }),
  claimAnonymous: contract({
    method: 'POST',
    path: 'getanonymousuploads',
    body: anonymousBody,
    response: editorUploads,
    summary: 'Claim anonymous editor uploads',
  }),
  addUpload: contract({
    method: 'POST',
    path: 'uploads',
    query: newUploadQuery,
    response: editorUpload,
    refusals: {
      413: 'The file is too large, or its image has too many pixels',
      415: 'Not a JPEG, PNG or HEIC image',
      429: 'Too many editor uploads are waiting to be imported',
      507: 'The photo storage is full',
    },
    summary: 'Store an editor upload',
  }),
};
