import { randomUUID } from 'node:crypto';
import { Server } from '@tus/server';
import { serviceUrl } from '../../http/service-urls';
import { getDb } from '../../runtime';
import type { Db } from '../../db';
import { MAX_UPLOAD_BYTES } from '../../images/limits';
import { reportError } from '../../reporter';
import { createUploadRecord, ownsUpload, processFinishedUpload } from './uploads';
import { checkUploadLimits, lockAccountStorage, UploadRefused } from './limits';
import { uploadStaging } from './staging';

export const TUS_PATH = '/api/upload/files';

/** The account of each request the tus server handles (its hooks receive the same Request object). */
const requestAccounts = new WeakMap<Request, string>();

const refuse = (status_code: number, message: string, code?: string) => ({ status_code, body: JSON.stringify({ message, code }) });

let server: Server | undefined;

function tusServer(): Server {
  if (server) return server;
  server = new Server({
    path: TUS_PATH,
    datastore: uploadStaging().store,
    maxSize: MAX_UPLOAD_BYTES,
    respectForwardedHeaders: false,
    // Upload locations are absolute from the upload service's own base URL (it may be another origin than the pages').
    generateUrl: (_req, { id }) => serviceUrl('upload', `/files/${id}`),
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      const accountId = requestAccounts.get(req);
      if (!accountId) throw refuse(401, 'Sign-in required');
      const db = await getDb();
      try {
        await db.transaction(async (tx) => {
          const txDb = tx as unknown as Db;
          await lockAccountStorage(txDb, accountId);
          await checkUploadLimits(txDb, accountId, upload.size ?? null);
          await createUploadRecord(txDb, accountId, upload.id, upload.metadata?.filename ?? '', upload.size ?? null);
        });
      } catch (error) {
        if (error instanceof UploadRefused) throw refuse(error.status, error.message, error.code);
        throw error;
      }
      return {};
    },
    async onIncomingRequest(req, uploadId) {
      const accountId = requestAccounts.get(req);
      if (!accountId) throw refuse(401, 'Sign-in required');
      if (req.method === 'POST') return;
      // Another account's upload id answers exactly like an unknown one.
      if (!(await ownsUpload(await getDb(), accountId, uploadId))) throw refuse(404, 'Upload not found');
    },
    async onUploadFinish(req, upload) {
      const accountId = requestAccounts.get(req)!;
      try {
        const outcome = await processFinishedUpload(await getDb(), accountId, upload.id);
        return { status_code: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(outcome) };
      } catch (error) {
        if (error instanceof UploadRefused) throw refuse(error.status, error.message, error.code);
        reportError(error, { uploadId: upload.id, action: 'finish upload' });
        throw refuse(500, 'An unexpected error has occurred, please contact us if you continue to have problems.');
      }
    },
  });
  return server;
}

/** Hands a request of the signed-in account to the tus server (Web Request in, Web Response out). */
export async function handleTus(request: Request, accountId: string | null): Promise<Response> {
  if (accountId) requestAccounts.set(request, accountId);
  return tusServer().handleWeb(request);
}
