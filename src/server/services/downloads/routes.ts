/**
 * Downloads API (spec §3, §4, §7), mounted at /api/downloads:
 * - POST /downloads {photoIds} (at most MAX_DOWNLOAD_PHOTOS) → {id, name, photos, state …}; a job makes
 *   the zip and the push channel says started / finished / error (key) with {userId, downloadId}.
 * - POST /shared-album-downloads {albumId, photos: [{photoId, ownerId}]} for photos of a shared album.
 * - GET /downloads → {items} (with state, size and expiry); GET /downloads/{id}/url → {url} signed, expiring.
 * - GET /downloads/{id}/file?expires&signature serves the zip as {id}.zip (no session needed: the URL is the key).
 * - GET /photos/{id} serves one original as an attachment named by its localFileName.
 * - POST /data-exports starts a personal data export (409 while another is being prepared); GET /data-exports,
 *   GET /data-exports/{id} tell their state; GET /data-exports/{id}/url → {url} signed; …/file serves the zip.
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { MAX_DOWNLOAD_PHOTOS } from '@/domain/constants';
import { route } from '../../http/route';
import { file } from '@/domain/contracts/contract';
import { forbidden, notFound } from '../../http/errors';
import { photoDownloads } from '../../db/schema';
import { blobSize } from '../../storage';
import { streamFile } from './stream-file';
import { dataExportStatus, dataExportUrl, listDataExports, readyDataExport, requestDataExport } from './data-export';
import { dataExportItem, dataExportItems } from '@/domain/schemas/data-export';
import { readablePhoto } from '../photo-management/photos';
import { downloadUrl, listDownloads, requestDownload, requestSharedAlbumDownload } from './downloads';
import { attachmentHeader } from './names';
import { verifySignature, type SignedResource } from './signing';
import type { Db } from '../../db';
import { downloadItem, downloadItems, signedDownloadUrl } from '@/domain/schemas/uploads';

export const TOO_MANY_PHOTOS_MESSAGE = `Up to ${MAX_DOWNLOAD_PHOTOS} photos can be downloaded at a time`;

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
const signedQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});

const LINK_NOT_VALID = 'This download link has expired or is not valid';

/** Serves the zip of a download or data export behind its signed URL (no session: the URL is the key), 404 once it is gone. */
const signedZip =
  (zip: {
    resource: SignedResource;
    /** The stored zip of a ready archive. */
    blobKey: (db: Db, id: string) => Promise<string | null | undefined>;
    fileName: (id: string) => string;
    missing: string;
  }) =>
  async ({ db, params, query, request }: { db: Db; params: { id: string }; query: z.infer<typeof signedQuery>; request: Request }) => {
    if (!verifySignature(params.id, query.expires, query.signature, zip.resource)) throw forbidden(LINK_NOT_VALID);
    const blobKey = await zip.blobKey(db, params.id);
    const size = blobKey ? await blobSize(blobKey) : null;
    if (!blobKey || size === null) throw notFound(zip.missing);
    const headers = { 'content-type': 'application/zip', 'content-disposition': attachmentHeader(zip.fileName(params.id)) };
    return streamFile(blobKey, size, headers, request.method);
  };

export const routes = [
  route({
    method: 'POST',
    path: 'downloads',
    access: 'user',
    response: downloadItem,
    refusals: { 404: "A photo is not the caller's or does not exist" },
    body: downloadBody,
    summary: 'Zip own photos',
    handler: ({ db, viewer, body }) => requestDownload(db, viewer.accountId, body.photoIds),
  }),
  route({
    method: 'POST',
    path: 'shared-album-downloads',
    access: 'user',
    response: downloadItem,
    refusals: { 404: 'The album or a photo is not readable by the caller' },
    body: sharedDownloadBody,
    summary: 'Zip photos of a readable album',
    handler: ({ db, viewer, body }) => requestSharedAlbumDownload(db, viewer.accountId, body.albumId, body.photos),
  }),
  route({
    method: 'GET',
    path: 'downloads',
    access: 'user',
    response: downloadItems,
    summary: 'Archives of the caller',
    handler: ({ db, viewer }) => listDownloads(db, viewer.accountId),
  }),
  route({
    method: 'GET',
    path: 'downloads/:id/url',
    access: 'user',
    response: signedDownloadUrl,
    refusals: { 409: 'The archive is still being prepared, or could not be made' },
    params: idParams,
    summary: 'Signed URL of a finished archive',
    handler: ({ db, viewer, params }) => downloadUrl(db, viewer.accountId, params.id),
  }),
  route({
    method: 'GET',
    path: 'downloads/:id/file',
    access: 'public',
    response: file('application/zip'),
    refusals: { 403: 'The link has expired or its signature is not valid' },
    params: idParams,
    query: signedQuery,
    summary: 'The zip behind a signed URL',
    handler: signedZip({
      resource: 'downloads',
      blobKey: async (db, id) => {
        const [row] = await db
          .select({ blobKey: photoDownloads.blobKey })
          .from(photoDownloads)
          .where(and(eq(photoDownloads.id, id), eq(photoDownloads.state, 'ready')));
        return row?.blobKey;
      },
      fileName: (id) => `${id}.zip`,
      missing: 'Download not found',
    }),
  }),
  route({
    method: 'GET',
    path: 'photos/:id',
    access: 'user',
    response: file('image/*'),
    params: z.object({ id: photoId }),
    summary: 'One original, saved as its localFileName',
    handler: async ({ db, viewer, params, request }) => {
      const photo = await readablePhoto(db, viewer.accountId, params.id);
      if (!photo) throw notFound('Photo not found');
      const size = await blobSize(photo.blobKey);
      if (size === null) throw notFound('Photo not found');
      return streamFile(
        photo.blobKey,
        size,
        { 'content-type': photo.mime, 'content-disposition': attachmentHeader(photo.localFileName) },
        request.method,
      );
    },
  }),
  // ---- personal data exports
  route({
    method: 'POST',
    path: 'data-exports',
    access: 'user',
    response: dataExportItem,
    refusals: { 409: 'Another data export of the caller is being prepared' },
    summary: 'Start a personal data export',
    handler: ({ db, viewer, ctx }) => requestDataExport(db, viewer.accountId, ctx.channel.id),
  }),
  route({
    method: 'GET',
    path: 'data-exports',
    access: 'user',
    response: dataExportItems,
    summary: 'Personal data exports of the caller that are still offered',
    handler: ({ db, viewer }) => listDataExports(db, viewer.accountId),
  }),
  route({
    method: 'GET',
    path: 'data-exports/:id',
    access: 'user',
    response: dataExportItem,
    params: exportParams,
    summary: 'State of a personal data export',
    handler: ({ db, viewer, params }) => dataExportStatus(db, viewer.accountId, params.id),
  }),
  route({
    method: 'GET',
    path: 'data-exports/:id/url',
    access: 'user',
    response: signedDownloadUrl,
    refusals: { 409: 'The export is still being prepared, or could not be made' },
    params: exportParams,
    summary: 'Signed URL of a finished personal data export',
    handler: ({ db, viewer, params }) => dataExportUrl(db, viewer.accountId, params.id),
  }),
  route({
    method: 'GET',
    path: 'data-exports/:id/file',
    access: 'public',
    response: file('application/zip'),
    refusals: { 403: 'The link has expired or its signature is not valid' },
    params: exportParams,
    query: signedQuery,
    summary: 'The personal data export zip behind a signed URL',
    handler: signedZip({
      resource: 'data-exports',
      blobKey: async (db, id) => (await readyDataExport(db, id))?.blobKey,
      fileName: (id) => `personal-data-${id}.zip`,
      missing: 'Data export not found',
    }),
  }),
];
