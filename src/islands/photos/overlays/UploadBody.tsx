import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { Upload } from 'tus-js-client';
import { detectImageType, IMAGE_HEADER_BYTES, MIME_OF, UPLOAD_PICKER_ACCEPT, type UploadType } from '@/domain/photos/image-type';
import { isMobile } from '@/domain/photos-ui/thumbnails';
import { TOAST_OTHER_MS } from '@/domain/constants';
import { MAX_IMAGE_PIXELS } from '@/domain/photos/image-refusals';
import { UPLOAD_REFUSED_STATUSES, type UploadRefusal } from '@/domain/photos/upload-limits';
import { $library, reloadLibrary } from '@/stores/library';
import { openModal, setModalAsking, setModalBusy, setModalGuarded, showToast, type ModalEntry } from '@/stores/photos-ui';
import { track } from '@/stores/analytics';
import { addToAlbum } from '@/stores/photo-actions';
import { Modal } from '../shared/Modal';
import { type T } from '../shared/strings';
import { keepQuery } from '@/domain/query-string';
import type { OverlayContext } from './context';

type FileState = 'queued' | 'uploading' | 'done' | 'failed' | 'refused';
interface Item {
  key: string;
  file: File;
  type: UploadType;
  state: FileState;
  sent: number;
  uploadId?: string;
  duplicate?: boolean;
  refusal?: UploadRefusal;
}

/** The file's type by its first bytes, as the server judges it (names and browsers' types are unreliable for HEIC). */
async function uploadTypeOf(file: File): Promise<UploadType | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer());
  const type = detectImageType(head);
  return type && MIME_OF[type];
}

interface Props {
  entry: ModalEntry;
  top: boolean;
  t: T;
  ctx: OverlayContext;
  onClose: () => void;
}

/**
 * Upload modal (spec §2, §4): pick or drop JPEG / PNG / HEIC files, upload each with tus
 * (resumable, progress per file and overall, retry), then confirm. Closing with uploaded but
 * unconfirmed photos asks first; unconfirmed uploads are cancelled when the modal closes.
 */
export default function UploadBody({ entry, top, t, ctx, onClose }: Props) {
  const [items, setItems] = useState<Item[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploads = useRef(new Map<string, Upload>());
  const confirmed = useRef(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const mobile = typeof window !== 'undefined' && isMobile(window.innerWidth);
  // On an own album's page the photos go into that album as well as the library.
  const intoAlbum = ctx.library.view === 'album' ? ctx.library.albumId : undefined;

  const patch = (key: string, change: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  const busy = confirming || items.some((i) => i.state === 'uploading');

  const unconfirmed = items.filter((i) => i.state === 'done' && !i.duplicate).length;

  useEffect(() => {
    setModalBusy(entry.id, busy);
  }, [busy, entry.id]);

  useEffect(() => {
    setModalGuarded(entry.id, unconfirmed > 0);
  }, [unconfirmed, entry.id]);

  useEffect(
    () => () => {
      // Closing without confirming drops what was uploaded (spec §4).
      for (const u of uploads.current.values()) void u.abort(true).catch(() => {});
      const ids = itemsRef.current.filter((i) => i.uploadId && !i.duplicate).map((i) => i.uploadId!);
      if (!confirmed.current && ids.length) void import('@/client/photos-upload').then((m) => m.uploadClient().cancel(ids)).catch(() => {});
    },
    [],
  );

  const add = async (files: File[]) => {
    const judged = await Promise.all(files.map(async (file) => ({ file, type: await uploadTypeOf(file).catch(() => null) })));
    setRejected(judged.filter((j) => !j.type).map((j) => j.file.name));
    const stamp = Date.now();
    const accepted = judged.flatMap(({ file, type }, n) =>
      type ? [{ key: `${stamp}-${n}-${file.name}`, file, type, state: 'queued' as const, sent: 0 }] : [],
    );
    setItems((current) => [...current, ...accepted]);
  };

  const remove = (key: string) => setItems((list) => list.filter((i) => i.key !== key));

  const startOne = async (item: Item) => {
    const [{ Upload }, { uploadClient, uploadOutcome, refusalOf, finishedEarlier }] = await Promise.all([
      import('tus-js-client'),
      import('@/client/photos-upload'),
    ]);
    const endpoint = await uploadClient().endpoint();
    patch(item.key, { state: 'uploading', sent: 0, refusal: undefined });
    await new Promise<void>((resolve) => {
      const upload = new Upload(item.file, {
        endpoint,
        metadata: { filename: item.file.name, filetype: item.type },
        retryDelays: [0, 1000, 3000, 5000],
        removeFingerprintOnSuccess: true,
        // The upload service may be on another origin of the site: send the session cookies there.
        onBeforeRequest: (req) => {
          (req.getUnderlyingObject() as XMLHttpRequest).withCredentials = true;
        },
        onShouldRetry: (err) => {
          const status = (err as { originalResponse?: { getStatus(): number } }).originalResponse?.getStatus() ?? 0;
          return !UPLOAD_REFUSED_STATUSES.includes(status) && status !== 401 && status !== 403;
        },
        onProgress: (sent) => patch(item.key, { sent }),
        onSuccess: ({ lastResponse }) => {
          const parsed = uploadOutcome.safeParse(JSON.parse(lastResponse.getBody() || 'null'));
          const outcome = parsed.success
            ? Promise.resolve(parsed.data)
            : finishedEarlier(upload.url, (ids) => uploadClient().statuses(ids)).catch(() => null);
          void outcome.then((done) => {
            patch(
              item.key,
              done ? { state: 'done', sent: item.file.size, uploadId: done.uploadId, duplicate: done.duplicate } : { state: 'failed' },
            );
            resolve();
          });
        },
        onError: (err) => {
          const res = (err as { originalResponse?: { getStatus(): number; getBody(): string } }).originalResponse;
          const status = res?.getStatus() ?? 0;
          patch(
            item.key,
            UPLOAD_REFUSED_STATUSES.includes(status) ? { state: 'refused', refusal: refusalOf(res?.getBody()) } : { state: 'failed' },
          );
          resolve();
        },
      });
      uploads.current.set(item.key, upload);
      upload.start();
    });
    uploads.current.delete(item.key);
  };

  const startAll = async () => {
    // One at a time keeps a cheap phone's memory and connection free.
    for (const item of itemsRef.current.filter((i) => i.state === 'queued')) await startOne(item);
  };

  const confirm = async () => {
    setConfirming(true);
    setError(null);
    try {
      const { uploadClient } = await import('@/client/photos-upload');
      const ids = items.filter((i) => i.state === 'done' && i.uploadId).map((i) => i.uploadId!);
      const result = await uploadClient().confirm(ids);
      confirmed.current = true;
      setModalGuarded(entry.id, false);
      track('photos_add', { count: result.photoIds.length });
      if (result.duplicates.length) showToast('info', 'photos.upload.duplicates', { count: result.duplicates.length }, TOAST_OTHER_MS);
      const lib = $library.get();
      if (intoAlbum) await addToAlbum(intoAlbum, result.photoIds);
      else if (lib.ctx?.view !== 'photos') {
        window.location.assign(keepQuery('/my-photos/photos', ctx.library.search));
        return;
      }
      onClose();
      await reloadLibrary();
      if (lib.sorting.sortKey !== 'created') openModal({ kind: 'sortNotice' });
    } catch {
      setError(t('photos.errors.transfer'));
    } finally {
      setConfirming(false);
    }
  };

  // Refused and failed files carry nothing: they do not count towards the overall progress.
  const counted = items.filter((i) => i.state !== 'refused' && i.state !== 'failed');
  const total = counted.reduce((n, i) => n + i.file.size, 0);
  const sent = counted.reduce((n, i) => n + (i.state === 'done' ? i.file.size : i.sent), 0);
  const done = items.filter((i) => i.state === 'done');
  const queued = items.some((i) => i.state === 'queued');

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length) void add([...e.dataTransfer.files]);
  };

  return (
    <Modal title={t('photos.upload.title')} onClose={onClose} closeLabel={t('common.close')} top={top} testId="upload-modal" wide>
      {error && (
        <p role="alert" className="alert-error mb-4">
          {error}
        </p>
      )}
      <div
        className={`rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-brand bg-sky-50' : 'border-slate-300'}`}
        onDragOver={
          mobile
            ? undefined
            : (e) => {
                e.preventDefault();
                setDragging(true);
              }
        }
        onDragLeave={mobile ? undefined : () => setDragging(false)}
        onDrop={mobile ? undefined : onDrop}
        data-testid="drop-zone"
      >
        {!mobile && <p className="mb-3 text-slate-700">{t('photos.upload.drop')}</p>}
        <label className="btn btn-secondary cursor-pointer">
          {t('photos.upload.pick')}
          <input
            type="file"
            multiple
            className="sr-only"
            accept={UPLOAD_PICKER_ACCEPT}
            data-testid="upload-input"
            onChange={(e) => {
              if (e.target.files) void add([...e.target.files]);
              e.target.value = '';
            }}
          />
        </label>
        <p className="mt-2 text-sm text-slate-600">{t('photos.upload.types')}</p>
      </div>
      {rejected.length > 0 && (
        <p role="alert" className="alert-error mt-3">
          {t('photos.upload.wrongType', { names: rejected.join(', ') })}
        </p>
      )}
      {items.length > 0 && (
        <>
          <div className="mt-4">
            <label htmlFor={`upload-total-${entry.id}`} className="text-sm font-medium">
              {t('photos.upload.overall', { done: done.length, total: items.length })}
            </label>
            <progress
              id={`upload-total-${entry.id}`}
              className="block h-2 w-full"
              max={total || 1}
              value={sent}
              data-testid="upload-overall"
            />
          </div>
          <ul className="mt-3 max-h-64 space-y-2 overflow-y-auto" data-testid="upload-list">
            {items.map((i) => (
              <li key={i.key} className="rounded border border-slate-200 p-2" data-state={i.state}>
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm">{i.file.name}</span>
                  <span className="shrink-0 text-sm text-slate-700">
                    {i.state === 'done' && (i.duplicate ? t('photos.upload.duplicate') : t('photos.upload.done'))}
                    {i.state === 'failed' && (
                      <>
                        <span className="text-danger">{t('photos.upload.failed')}</span>
                        <button
                          type="button"
                          className="ml-2 text-danger underline"
                          onClick={() => void startOne(i)}
                          aria-label={t('photos.upload.retryFile', { name: i.file.name })}
                        >
                          {t('photos.retry')}
                        </button>
                      </>
                    )}
                    {i.state === 'refused' && (
                      <span className="text-danger">
                        {i.refusal
                          ? t(`photos.upload.errors.${i.refusal}`, { megapixels: MAX_IMAGE_PIXELS / 1_000_000 })
                          : t('photos.upload.refused')}
                      </span>
                    )}
                    {(i.state === 'failed' || i.state === 'refused') && (
                      <button
                        type="button"
                        className="ml-2 underline"
                        onClick={() => remove(i.key)}
                        aria-label={t('photos.upload.removeFile', { name: i.file.name })}
                      >
                        {t('photos.upload.remove')}
                      </button>
                    )}
                  </span>
                </div>
                {i.state === 'refused' || i.state === 'failed' ? (
                  <progress className="mt-1 block h-1.5 w-full" max={1} value={0} aria-label={i.file.name} />
                ) : (
                  <progress
                    className="mt-1 block h-1.5 w-full"
                    max={i.file.size || 1}
                    value={i.state === 'done' ? i.file.size : i.sent}
                    aria-label={i.file.name}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {entry.asking && (
        <div
          role="alertdialog"
          aria-labelledby={`upload-discard-${entry.id}`}
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
          data-testid="upload-discard"
        >
          <p id={`upload-discard-${entry.id}`} className="font-medium">
            {t('photos.upload.discardQuestion', { count: unconfirmed })}
          </p>
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn btn-secondary"
              data-autofocus
              ref={(el) => el?.focus()}
              onClick={() => setModalAsking(entry.id, false)}
            >
              {t('photos.upload.keep')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                setModalGuarded(entry.id, false);
                onClose();
              }}
            >
              {t('photos.upload.discard')}
            </button>
          </div>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={confirming}>
          {t('common.cancel')}
        </button>
        {queued && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void startAll()} data-testid="upload-start">
            {t('photos.upload.start')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || done.length === 0}
          onClick={() => void confirm()}
          data-testid="upload-confirm"
        >
          {t(intoAlbum ? 'photos.upload.confirmAlbum' : 'photos.upload.confirm')}
        </button>
      </div>
    </Modal>
  );
}
