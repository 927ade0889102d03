import { IMAGE_REFUSALS } from './image-refusals';

/** Storage of each account's photo library: the originals of its photos and the files it is uploading. */
export const STORAGE_QUOTA_BYTES = 50 * 1024 ** 3;
/** Uploads an account may have started and not finished at one time (the upload window sends one at a time). */
export const MAX_OPEN_UPLOADS = 50;
/** Product-editor uploads an account may keep waiting for their import into the photo library (a photo book's worth). */
export const MAX_PENDING_EDITOR_UPLOADS = 300;
/** Waits before each retry of a file whose upload broke off (tus resumes where it stopped). */
export const UPLOAD_RETRY_DELAYS_MS: readonly number[] = [0, 1000, 3000, 5000];

/** Why an upload is refused before its first byte, by the account's limits (the UI translates `photos.upload.errors.<code>`). */
export const UPLOAD_LIMIT_REFUSALS = ['storageFull', 'tooManyUploads'] as const;
export type UploadLimitRefusal = (typeof UPLOAD_LIMIT_REFUSALS)[number];

/** Every refusal code an upload can be answered with. */
export const UPLOAD_REFUSALS = [...IMAGE_REFUSALS, ...UPLOAD_LIMIT_REFUSALS] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];

/** The HTTP status and en-GB message of each limit, answered to API callers next to its code. */
export const UPLOAD_LIMIT_ANSWER: Record<UploadLimitRefusal, { status: number; message: string }> = {
  storageFull: { status: 507, message: 'Your photo storage is full. Delete photos you no longer need to make room.' },
  tooManyUploads: { status: 429, message: 'Too many uploads are unfinished. Let them finish or cancel them, then try again.' },
};

/** The answer to an editor upload past MAX_PENDING_EDITOR_UPLOADS (the code is the one of too many open uploads). */
export const EDITOR_UPLOADS_WAITING_ANSWER = {
  status: 429,
  message: 'Too many editor uploads are waiting to be imported. Open your photo library to import them, then try again.',
  code: 'tooManyUploads',
} as const satisfies { status: number; message: string; code: UploadLimitRefusal };

/** Statuses that refuse a file for good (too large, wrong type, or an account limit): shown with their reason, never retried. */
export const UPLOAD_REFUSED_STATUSES: readonly number[] = [413, 415, ...Object.values(UPLOAD_LIMIT_ANSWER).map((a) => a.status)];
