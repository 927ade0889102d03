/** Photo zips an account may have being built at one time; a request for the same photos answers the one being built. */
export const ZIPS_BUILDING_AT_ONCE = 1;
/** Bytes of photos an account may zip in 24 hours (a request for a zip it has already is free). */
export const ZIP_BYTES_PER_DAY = 20 * 1024 ** 3;

/** Why a zip is refused by the account's limits (the UI translates `photos.zipLimits.<code>`). */
export const ZIP_LIMIT_REFUSALS = ['zipInProgress', 'zipDailyLimit'] as const;
export type ZipLimitRefusal = (typeof ZIP_LIMIT_REFUSALS)[number];

/** The HTTP status and en-GB message of each limit, answered to API callers next to its code. */
export const ZIP_LIMIT_ANSWER: Record<ZipLimitRefusal, { status: number; message: string }> = {
  zipInProgress: { status: 429, message: 'Your previous download is still being prepared. Try again when it is ready.' },
  zipDailyLimit: { status: 429, message: 'You have downloaded as many photos as a day allows. Try again tomorrow.' },
};

export const isZipLimitRefusal = (code: unknown): code is ZipLimitRefusal => ZIP_LIMIT_REFUSALS.includes(code as ZipLimitRefusal);
