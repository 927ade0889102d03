/**
 * The upload queue's rules (spec §4 Upload), shared by the queue store, the upload window and the
 * progress indicator that stays on the photo pages while uploads go on with the window closed.
 *
 * A file is `queued` when picked or dropped, `waiting` once the customer pressed Upload (files are
 * sent one at a time), then `uploading`, and ends `done`, `failed` (network; can be tried again) or
 * `refused` (the server's judgement; never retried).
 */
export type UploadFileState = 'queued' | 'waiting' | 'uploading' | 'done' | 'failed' | 'refused';

export interface QueuedFile {
  state: UploadFileState;
  /** Bytes of the file. */
  size: number;
  /** Bytes sent so far while uploading. */
  sent: number;
  /** An upload the server already held as a photo: nothing to confirm or discard. */
  duplicate?: boolean;
}

/** Files are being sent or wait their turn: closing the window keeps them going. */
export function uploadsRunning(items: readonly QueuedFile[]): boolean {
  return items.some((i) => i.state === 'waiting' || i.state === 'uploading');
}

/** Uploaded photos that are not in the library until the customer confirms them. */
export function unconfirmedCount(items: readonly QueuedFile[]): number {
  return items.filter((i) => i.state === 'done' && !i.duplicate).length;
}
