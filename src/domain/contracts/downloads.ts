import { z } from 'zod';
import { contract, empty, file } from './contract';
import { MAX_DOWNLOAD_PHOTOS } from '../constants';
import { dataExportItem, dataExportItems } from '../schemas/data-export';
import { downloadItem, downloadItems, signedDownloadUrl } from '../schemas/uploads';

const TOO_MANY_PHOTOS_MESSAGE = `Up to ${MAX_DOWNLOAD_PHOTOS} photos can be downloaded at a time`;
const ZIP_LIMITS_REFUSAL = 'Another zip is being built, or the daily zip budget is spent (code zipInProgress or zipDailyLimit)';
const SIGNATURE_REFUSED = 'The link has expired or its signature is not valid';

const photoId = z.uuid({ error: 'Photo ids must be UUIDs' });
const downloadBody = z.object({
  photoIds: z
    .array(photoId, { error: 'photoIds must be a list of photo ids' })
    .min(1, { error: 'photoIds must not be empty' })
    .max(MAX_DOWNLOAD_PHOTOS, { error: TOO_MANY_PHOTOS_MESSAGE }),
});
const sharedDownloadBody = z.object({
  albumId: z.uuid({ error: 'Album id must be a UUID' }),
  photos: z
    .array(z.object({ photoId, ownerId: z.uuid({ error: 'ownerId must be an account id' }) }), {
      error: 'photos must be a list of {photoId, ownerId}',
    })
    .min(1, { error: 'photos must not be empty' })
    .max(MAX_DOWNLOAD_PHOTOS, { error: TOO_MANY_PHOTOS_MESSAGE }),
});
const idParams = z.object({ id: z.uuid({ error: 'Download not found' }) });
const exportParams = z.object({ id: z.uuid({ error: 'Data export not found' }) });
/** The query of a signed URL (no session: the URL is the key). */
export const signedQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});

/**
 * Downloads API (spec §3, §4, §7), mounted at /api/downloads: zips of photos (a job makes them, the push
 * channel tells when), originals, and personal data exports, each file behind a signed, expiring URL.
 */
export const downloadsApi = {
  create: contract({
    method: 'POST',
    path: 'downloads',
    body: downloadBody,
    response: downloadItem,
    refusals: { 404: "A photo is not the caller's or does not exist", 429: ZIP_LIMITS_REFUSAL },
    summary: 'Zip own photos',
  }),
  createShared: contract({
    method: 'POST',
    path: 'shared-album-downloads',
    body: sharedDownloadBody,
    response: downloadItem,
    refusals: { 404: 'The album or a photo is not readable by the caller', 429: ZIP_LIMITS_REFUSAL },
    summary: 'Zip photos of a readable album',
  }),
  list: contract({
    method: 'GET',
    path: 'downloads',
    response: downloadItems,
    summary: 'Archives of the caller',
  }),
  url: contract({
    method: 'GET',
    path: 'downloads/:id/url',
    params: idParams,
    response: signedDownloadUrl,
    refusals: { 409: 'The archive is still being prepared, or could not be made' },
    summary: 'Signed URL of a finished archive',
  }),
  file: contract({
    method: 'GET',
    path: 'downloads/:id/file',
    params: idParams,
    query: signedQuery,
    response: { 200: file('application/zip'), 302: empty('Location') },
    refusals: { 403: SIGNATURE_REFUSED },
    summary: 'The zip behind a signed URL',
  }),
  original: contract({
    method: 'GET',
    path: 'photos/:id',
    params: z.object({ id: photoId }),
    response: { 200: file('image/*'), 302: empty('Location') },
    summary: 'One original, saved as its localFileName',
  }),
  startExport: contract({
    method: 'POST',
    path: 'data-exports',
    response: dataExportItem,
    refusals: { 409: 'Another data export of the caller is being prepared' },
    summary: 'Start a personal data export',
  }),
  exports: contract({
    method: 'GET',
    path: 'data-exports',
    response: dataExportItems,
    summary: 'Personal data exports of the caller that are still offered',
  }),
  exportState: contract({
    method: 'GET',
    path: 'data-exports/:id',
    params: exportParams,
    response: dataExportItem,
    summary: 'State of a personal data export',
  }),
  exportUrl: contract({
    method: 'GET',
    path: 'data-exports/:id/url',
    params: exportParams,
    response: signedDownloadUrl,
    refusals: { 409: 'The export is still being prepared, or could not be made' },
    summary: 'Signed URL of a finished personal data export',
  }),
  exportFile: contract({
    method: 'GET',
    path: 'data-exports/:id/file',
    params: exportParams,
    query: signedQuery,
    response: { 200: file('application/zip'), 302: empty('Location') },
    refusals: { 403: SIGNATURE_REFUSED },
    summary: 'The personal data export zip behind a signed URL',
  }),
};
