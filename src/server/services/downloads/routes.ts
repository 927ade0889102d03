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
import type { z } from 'zod';
import { route } from '../../http/route';
import { forbidden, notFound } from '../../http/errors';
import { blobSize } from '../../storage';
import { blobAnswer } from '../../storage/answer';
import { dataExportStatus, dataExportUrl, listDataExports, readyDataExport, requestDataExport } from './data-export';
import { readablePhoto } from '../photo-management/photos';
import { downloadUrl, listDownloads, readyDownload, requestDownload, requestSharedAlbumDownload } from './downloads';
import { attachmentHeader } from './names';
import { verifySignature, type SignedResource } from './signing';
import type { Db } from '../../db';
import { downloadsApi, type signedQuery } from '@/domain/contracts/downloads';

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
    return blobAnswer(blobKey, size, headers, request.method);
  };

/** The route table of `downloadsApi` (`src/domain/contracts/downloads.ts`). */
export const routes = [
  route({
    ...downloadsApi.create,
    access: 'user',
    handler: ({ db, viewer, body }) => requestDownload(db, viewer.accountId, body.photoIds),
  }),
  route({
    ...downloadsApi.createShared,
    access: 'user',
    handler: ({ db, viewer, body }) => requestSharedAlbumDownload(db, viewer.accountId, body.albumId, body.photos),
  }),
  route({
    ...downloadsApi.list,
    access: 'user',
    handler: ({ db, viewer }) => listDownloads(db, viewer.accountId),
  }),
  route({
    ...downloadsApi.url,
    access: 'user',
    handler: ({ db, viewer, params }) => downloadUrl(db, viewer.accountId, params.id),
  }),
  route({
    ...downloadsApi.file,
    access: 'public',
    handler: signedZip({
      resource: 'downloads',
      blobKey: async (db, id) => (await readyDownload(db, id))?.blobKey,
      fileName: (id) => `${id}.zip`,
      missing: 'Download not found',
    }),
  }),
  route({
    ...downloadsApi.original,
    access: 'user',
    handler: async ({ db, viewer, params, request }) => {
      const photo = await readablePhoto(db, viewer.accountId, params.id);
      if (!photo) throw notFound('Photo not found');
      const size = await blobSize(photo.blobKey);
      if (size === null) throw notFound('Photo not found');
      return blobAnswer(
        photo.blobKey,
        size,
        { 'content-type': photo.mime, 'content-disposition': attachmentHeader(photo.localFileName) },
        request.method,
      );
    },
  }),
  // ---- personal data exports
  route({
    ...downloadsApi.startExport,
    access: 'user',
    handler: ({ db, viewer, ctx }) => requestDataExport(db, viewer.accountId, ctx.channel.id),
  }),
  route({
    ...downloadsApi.exports,
    access: 'user',
    handler: ({ db, viewer }) => listDataExports(db, viewer.accountId),
  }),
  route({
    ...downloadsApi.exportState,
    access: 'user',
    handler: ({ db, viewer, params }) => dataExportStatus(db, viewer.accountId, params.id),
  }),
  route({
    ...downloadsApi.exportUrl,
    access: 'user',
    handler: ({ db, viewer, params }) => dataExportUrl(db, viewer.accountId, params.id),
  }),
  route({
    ...downloadsApi.exportFile,
    access: 'public',
    handler: signedZip({
      resource: 'data-exports',
      blobKey: async (db, id) => (await readyDataExport(db, id))?.blobKey,
      fileName: (id) => `personal-data-${id}.zip`,
      missing: 'Data export not found',
    }),
  }),
];
