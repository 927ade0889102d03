import { DOWNLOAD_SOCKET_MS, TOAST_OTHER_MS, TOAST_PREPARING_MS } from '@/domain/constants';
import { downloadNotification, type DownloadNotification } from '@/domain/schemas/photos';
import { downloadsApi } from './photos-api';
import { dismissToast, showToast } from './photos-ui';
import { saveBlob } from './photo-actions';
import { track } from './analytics';

/** Opens the push channel and resolves once the server answered the authentication with OK (spec §7). */
function openPushSocket(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const url = new URL('/push', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    const onFirst = (event: MessageEvent) => {
      socket.removeEventListener('message', onFirst);
      if (event.data === 'OK') resolve(socket);
      else {
        socket.close();
        reject(new Error('Push channel refused authentication'));
      }
    };
    socket.addEventListener('open', () => socket.send(JSON.stringify({ action: 'authenticate' })));
    socket.addEventListener('message', onFirst);
    socket.addEventListener('error', () => reject(new Error('Push channel unavailable')));
  });
}

/** Waits for the archive event of one download; invalid messages are ignored (spec §8). */
function archiveResult(socket: WebSocket, downloadId: string): Promise<DownloadNotification['key']> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Download timed out')), DOWNLOAD_SOCKET_MS);
    socket.addEventListener('message', (event) => {
      let parsed;
      try {
        parsed = downloadNotification.safeParse(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (!parsed.success || parsed.data.message.downloadId !== downloadId || parsed.data.key === 'started') return;
      window.clearTimeout(timer);
      resolve(parsed.data.key);
    });
    socket.addEventListener('close', () => {
      window.clearTimeout(timer);
      reject(new Error('Push channel closed'));
    });
  });
}

export type ZipSource = { kind: 'own'; photoIds: readonly string[] } | { kind: 'shared'; albumId: string; photos: readonly { photoId: string; ownerId: string }[] };

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
    const created = source.kind === 'own' ? await api.create(source.photoIds) : await api.createShared(source.albumId, source.photos);
    const count = source.kind === 'own' ? source.photoIds.length : source.photos.length;
    const key = await archiveResult(socket, created.id);
    if (key !== 'finished') throw new Error('Archive generation failed');
    dismissToast(preparing);
    showToast('info', 'photos.toast.downloading', undefined, TOAST_OTHER_MS);
    const { url } = await api.url(created.id);
    const res = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
    saveBlob(await res.blob(), `${created.id}.zip`);
    track('photos_download', { count });
  } catch (error) {
    dismissToast(preparing);
    showToast('error', 'photos.toast.failed', undefined, TOAST_OTHER_MS);
    throw error;
  } finally {
    socket?.close();
  }
}
