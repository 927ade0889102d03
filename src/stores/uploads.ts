import { atom } from 'nanostores';
import type { Upload } from 'tus-js-client';
import { detectImageType, IMAGE_HEADER_BYTES, MIME_OF, type UploadType } from '@/domain/photos/image-type';
import { UPLOAD_REFUSED_STATUSES, UPLOAD_RETRY_DELAYS_MS, type UploadRefusal } from '@/domain/photos/upload-limits';
import { uploadsRunning, type UploadFileState } from '@/domain/photos-ui/upload-queue';
import type { ConfirmResult } from '@/client/photos-upload';

/**
 * The upload queue of the page (spec §4 Upload), in the browser only: files picked in the upload
 * window or dropped on the page, sent one at a time with tus, then confirmed or discarded by the
 * customer. It lives outside the upload window, so closing the window does not stop the uploads;
 * the indicator on the page (`UploadDock`) subscribes once it is loaded. Loaded on demand with the
 * upload window or the first drop, never before the customer interacts.
 */
export interface UploadItem {
  key: string;
  file: File;
  type: UploadType;
  state: UploadFileState;
  size: number;
  sent: number;
  uploadId?: string;
  duplicate?: boolean;
  refusal?: UploadRefusal;
}

export interface UploadQueue {
  items: readonly UploadItem[];
  /** Names of the files last added that are not JPEG, PNG or HEIC photos (by their first bytes). */
  rejected: readonly string[];
}

const EMPTY: UploadQueue = { items: [], rejected: [] };
export const $uploads = atom<UploadQueue>(EMPTY);

/** The running tus upload of a file, and how to end the wait for it when it is stopped. */
const sending = new Map<string, { upload: Upload; settle: () => void }>();
let runner: Promise<void> | null = null;
let nextKey = 1;

/** Leaving the page ends the uploads it is sending: the browser asks first while they run. */
function holdPage(e: BeforeUnloadEvent) {
  e.preventDefault();
}

$uploads.listen((queue) => {
  if (typeof window === 'undefined') return;
  if (uploadsRunning(queue.items)) window.addEventListener('beforeunload', holdPage);
  else window.removeEventListener('beforeunload', holdPage);
});

function setItems(change: (items: readonly UploadItem[]) => readonly UploadItem[]): void {
  const queue = $uploads.get();
  $uploads.set({ ...queue, items: change(queue.items) });
}

function patch(key: string, change: Partial<UploadItem>): void {
  setItems((items) => items.map((i) => (i.key === key ? { ...i, ...change } : i)));
}

/** The file's type by its first bytes, as the server judges it (names and browsers' types are unreliable for HEIC). */
async function uploadTypeOf(file: File): Promise<UploadType | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer());
  const type = detectImageType(head);
  return type && MIME_OF[type];
}

/** Adds picked or dropped files to the queue (not sent until `startUploads`: spec §5, no auto-upload). */
export async function addFiles(files: readonly File[]): Promise<void> {
  const judged = await Promise.all(files.map(async (file) => ({ file, type: await uploadTypeOf(file).catch(() => null) })));
  const accepted = judged.flatMap(({ file, type }) =>
    type ? [{ key: `upload-${nextKey++}`, file, type, state: 'queued' as const, size: file.size, sent: 0 }] : [],
  );
  const queue = $uploads.get();
  $uploads.set({ items: [...queue.items, ...accepted], rejected: judged.filter((j) => !j.type).map((j) => j.file.name) });
}

/** Removes a file that is not on its way (queued, failed or refused). */
export function removeFile(key: string): void {
  setItems((items) => items.filter((i) => i.key !== key || i.state === 'waiting' || i.state === 'uploading'));
}

/** Sends every queued file, one after the other, after those already on their way. */
export function startUploads(): void {
  setItems((items) => items.map((i) => (i.state === 'queued' ? { ...i, state: 'waiting' as const, sent: 0 } : i)));
  run();
}

/** Tries a failed file again. */
export function retryFile(key: string): void {
  setItems((items) => items.map((i) => (i.key === key && i.state === 'failed' ? { ...i, state: 'waiting' as const, sent: 0 } : i)));
  run();
}

function run(): void {
  if (runner) return;
  runner = (async () => {
    // One at a time keeps a cheap phone's memory and connection free (and the server's open uploads few).
    for (let next = nextWaiting(); next; next = nextWaiting()) await send(next);
  })().finally(() => {
    runner = null;
    if (nextWaiting()) run();
  });
}

function nextWaiting(): UploadItem | undefined {
  return $uploads.get().items.find((i) => i.state === 'waiting');
}

async function send(item: UploadItem): Promise<void> {
  const [{ Upload }, { uploadClient, uploadOutcome, refusalOf, finishedEarlier }] = await Promise.all([
    import('tus-js-client'),
    import('@/client/photos-upload'),
  ]);
  let endpoint: string;
  try {
    endpoint = await uploadClient().endpoint();
  } catch {
    patch(item.key, { state: 'failed' });
    return;
  }
  // Stopped or removed while the code loaded.
  if ($uploads.get().items.find((i) => i.key === item.key)?.state !== 'waiting') return;
  patch(item.key, { state: 'uploading', sent: 0, refusal: undefined });
  await new Promise<void>((resolve) => {
    // Callbacks of an upload that was stopped change nothing.
    const current = () => sending.get(item.key)?.upload === upload;
    const upload = new Upload(item.file, {
      endpoint,
      metadata: { filename: item.file.name, filetype: item.type },
      retryDelays: [...UPLOAD_RETRY_DELAYS_MS],
      removeFingerprintOnSuccess: true,
      // The upload service may be on another origin of the site: send the session cookies there.
      onBeforeRequest: (req) => {
        (req.getUnderlyingObject() as XMLHttpRequest).withCredentials = true;
      },
      onShouldRetry: (err) => {
        const status = (err as { originalResponse?: { getStatus(): number } }).originalResponse?.getStatus() ?? 0;
        return !UPLOAD_REFUSED_STATUSES.includes(status) && status !== 401 && status !== 403;
      },
      onProgress: (sent) => {
        if (current()) patch(item.key, { sent });
      },
      onSuccess: ({ lastResponse }) => {
        if (!current()) return;
        const parsed = uploadOutcome.safeParse(JSON.parse(lastResponse.getBody() || 'null'));
        const outcome = parsed.success
          ? Promise.resolve(parsed.data)
          : finishedEarlier(upload.url, (ids) => uploadClient().statuses(ids)).catch(() => null);
        void outcome.then((done) => {
          if (current()) {
            patch(
              item.key,
              done ? { state: 'done', sent: item.size, uploadId: done.uploadId, duplicate: done.duplicate } : { state: 'failed' },
            );
          }
          resolve();
        });
      },
      onError: (err) => {
        if (!current()) return;
        const res = (err as { originalResponse?: { getStatus(): number; getBody(): string } }).originalResponse;
        const status = res?.getStatus() ?? 0;
        patch(
          item.key,
          UPLOAD_REFUSED_STATUSES.includes(status) ? { state: 'refused', refusal: refusalOf(res?.getBody()) } : { state: 'failed' },
        );
        resolve();
      },
    });
    sending.set(item.key, { upload, settle: resolve });
    upload.start();
  });
  sending.delete(item.key);
}

/** Ends the running uploads (the server forgets their bytes); files not yet uploaded go back to the queue. */
export function stopUploads(): void {
  abortSending();
  setItems((items) =>
    items.map((i) => (i.state === 'waiting' || i.state === 'uploading' ? { ...i, state: 'queued' as const, sent: 0 } : i)),
  );
}

function abortSending(): void {
  for (const [key, { upload, settle }] of sending) {
    sending.delete(key);
    void upload.abort(true).catch(() => {});
    settle();
  }
}

/** Adds the uploaded photos to the library (spec §4: they stay invisible until confirmed); the queue empties. */
export async function confirmUploads(): Promise<ConfirmResult> {
  const { uploadClient } = await import('@/client/photos-upload');
  const ids = $uploads.get().items.flatMap((i) => (i.state === 'done' && i.uploadId ? [i.uploadId] : []));
  const result = await uploadClient().confirm(ids);
  $uploads.set(EMPTY);
  return result;
}

/** Drops everything: stops the uploads and deletes the unconfirmed photos on the server (spec §4). */
export function discardUploads(): void {
  abortSending();
  const ids = $uploads.get().items.flatMap((i) => (i.uploadId && !i.duplicate ? [i.uploadId] : []));
  $uploads.set(EMPTY);
  if (ids.length) void import('@/client/photos-upload').then((m) => m.uploadClient().cancel(ids)).catch(() => {});
}

/** The refusal of wrongly typed files is said once, in the window where they were added. */
export function forgetRejected(): void {
  const queue = $uploads.get();
  if (queue.rejected.length) $uploads.set({ ...queue, rejected: [] });
}
