import { DOWNLOAD_SOCKET_MS, TOAST_OTHER_MS, TOAST_PREPARING_MS } from '@/domain/constants';
import { downloadNotification, type DownloadNotification } from '@/domain/schemas/photos';
import { downloadsApi } from './photos-api';
import { dismissToast, showToast } from './photos-ui';
import { saveUrl } from './photo-actions';
import { onJsonMessage, openPushSocket } from './push-socket';
import { track } from './analytics';
import { HttpStatusError } from '@/client/http';
import { isZipLimitRefusal } from '@/domain/photos/zip-limits';
import type { DownloadItem } from '@/domain/schemas/uploads';

/**
 * Resolves with the archive event (finished or error) of the download `created` resolves to. It listens
 * from the start, before the download is requested, so an event that comes before the POST's answer
 * is not lost; invalid messages are ignored (spec §8).
 */
function archiveResult(
  socket: WebSocket,
  created: Promise<{ id: string; state?: DownloadItem['state'] }>,
): Promise<DownloadNotification['key']> {
  return new Promise((resolve, reject) => {
    const results = new Map<string, DownloadNotification['key']>();
    let downloadId: string | null = null;
    const settle = () => {
      const key = downloadId === null ? undefined : results.get(downloadId);
      if (!key) return;
      window.clearTimeout(timer);
      resolve(key);
    };
    const timer = window.setTimeout(() => reject(new Error('Download timed out')), DOWNLOAD_SOCKET_MS);
    onJsonMessage(socket, (data) => {
      const parsed = downloadNotification.safeParse(data);
      if (!parsed.success || parsed.data.key === 'started') return;
      results.set(parsed.data.message.downloadId, parsed.data.key);
      settle();
    });
    socket.addEventListener('close', () => {
      window.clearTimeout(timer);
      reject(new Error('Push channel closed'));
    });
    created.then(
      (c) => {
        downloadId = c.id;
        // A zip of the same photos made earlier is answered as it is: its events have been sent.
        if (c.state && c.state !== 'pending') results.set(c.id, c.state === 'ready' ? 'finished' : 'error');
        settle();
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type ZipSource =
  | { kind: 'own'; photoIds: readonly string[] }
  | { kind: 'shared'; albumId: string; photos: readonly { photoId: string; ownerId: string }[] };

/**
 * Several photos download as a zip built by the archive job (spec §4): 'Preparing download...'
 * while it runs, then 'Downloading photos' and the file {downloadId}.zip, or 'Download failed'.
 */
export async function downloadZip(source: ZipSource): Promise<void> {
  const preparing = showToast('info', 'photos.toast.preparing', undefined, TOAST_PREPARING_MS);
  let socket: WebSocket | null = null;
  try {
    const api = await downloadsApi();
    socket = await openPushSocket();
    const creating = source.kind === 'own' ? api.create(source.photoIds) : api.createShared(source.albumId, source.photos);
    const [created, key] = await Promise.all([creating, archiveResult(socket, creating)]);
    const count = source.kind === 'own' ? source.photoIds.length : source.photos.length;
    if (key !== 'finished') throw new Error('Archive generation failed');
    dismissToast(preparing);
    showToast('info', 'photos.toast.downloading', undefined, TOAST_OTHER_MS);
    const { url } = await api.url(created.id);
    saveUrl(url, `${created.id}.zip`);
    track('photos_download', { count });
  } catch (error) {
    dismissToast(preparing);
    const limit = error instanceof HttpStatusError && isZipLimitRefusal(error.code) ? error.code : null;
    showToast('error', limit ? `photos.zipLimits.${limit}` : 'photos.toast.failed', undefined, TOAST_OTHER_MS);
    throw error;
  } finally {
    socket?.close();
  }
}
