/** Business constants and limits of spec §9. Each is defined here once. */

export const ORDER_LIST_PAGE_SIZE = 3;
export const IN_PROGRESS_WINDOW_DAYS = 30;
export const DISPATCHED_PAYMENT_CHANGE_WINDOW_DAYS = 14;
export const ORDER_FETCH_BATCH = 100;

export const SAVED_PROJECTS_PAGE_SIZE = 10;
export const WIDGETS_PAGE_SIZE = 12;

export const TIMELINE_PAGE_SIZE = 24;
export const ALBUMS_PAGE_SIZE = 50;
export const PHOTOS_PAGE_SIZE = 500;
export const SHARED_ALBUMS_PAGE_SIZE = 50;
/** The 'New album' tile takes a place on the first page. */
export const ALBUMS_FIRST_PAGE_SIZE = ALBUMS_PAGE_SIZE - 1;
export const PHOTO_ID_CHUNK_SIZE = 500;
export const ALBUM_PHOTO_CHUNK_SIZE = 500;
export const DELETE_RETRY_CHUNK_SIZE = 3;
/** Spec §9 leaves it unstated: attempts for a failed delete batch before 'Exceeded maximum amount of retries!'. */
export const DELETE_MAX_RETRIES = 3;
/** Errors of spec §8 that photo deletes throw (the UI shows localized messages for them). */
export const DELETE_FAILED_ERROR = 'Failed to delete photo!';
export const RETRIES_EXCEEDED_ERROR = 'Exceeded maximum amount of retries!';
/** A deleted photo stays in Recently deleted this long, then it and its files are purged. */
export const TRASH_RETENTION_DAYS = 30;
/**
 * Uploads that finished but were neither added to the library nor discarded are kept this long, offered
 * on every photo page and the overview ("ready to add, kept until …"), then deleted (spec §4: unconfirmed
 * photos are deleted).
 */
export const PENDING_UPLOAD_KEPT_DAYS = 30;
/** How long the toast after a delete offers 'Undo'. */
export const UNDO_TOAST_MS = 10_000;
/** Photos per page of Recently deleted. */
export const TRASH_PAGE_SIZE = 60;

export const MAX_DOWNLOAD_PHOTOS = 100;
export const THUMBNAIL_SIZES = [300, 800, 1300] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 2.5;
export const SWIPE_THRESHOLD = 0.35;
export const SLOW_DRAG_FACTOR = 0.2;
export const FAST_DRAG_FACTOR = 1.5;
export const DOUBLE_TAP_MS = 200;
export const TOOLTIP_AUTO_CLOSE_MS = 10_000;
export const NATIVE_UPLOAD_FALLBACK_MS = 2000;

export const TOAST_PREPARING_MS = 5000;
export const TOAST_OTHER_MS = 10_000;
export const TOAST_DEFAULT_MS = 5000;
export const DOWNLOAD_SOCKET_MS = 1_800_000;
export const ACTIVATION_WAIT_MS = 10_000;
export const ORDER_PRINTS_MIN_DELAY_MS = 3000;
/** The prints product the prints editor opens with (spec §2: a fixed product code; a channel may set its own). */
export const PRINTS_PRODUCT_CODE = 'PHOTO-PRINTS-CLASSIC';

/**
 * Breakpoints of spec §9: small ≤ 575 px, medium ≤ 1024 px (both mobile), large ≤ 1280 px. CSS queries
 * where the next size begins: the `--breakpoint-*` and `--container-*` theme variables of
 * src/styles/global.css are these plus one (tests/unit/breakpoints.test.ts checks them).
 */
export const BREAKPOINT_SMALL = 575;
export const BREAKPOINT_MEDIUM = 1024;
export const BREAKPOINT_LARGE = 1280;
export const MEDIUM_MIN_WIDTH = BREAKPOINT_SMALL + 1;
export const LARGE_MIN_WIDTH = BREAKPOINT_MEDIUM + 1;
export const CHAT_Z_INDEX = 18;
export const CHAT_MOBILE_BREAKPOINT = MEDIUM_MIN_WIDTH;

export const CONFIRM_DELETE_WORD = 'DELETE';
/** The photos page's welcome banner, once closed, stays closed on this device: a cookie the page reads on the server. */
export const WELCOME_DISMISSED_COOKIE = 'photos_welcome_dismissed';
/** As long as browsers keep a cookie (they cap lifetimes at 400 days). */
export const WELCOME_DISMISSED_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** A date taken of 1 January 1970 is treated as unknown (spec §2). */
export const UNKNOWN_DATE_TAKEN = '1970-01-01';

export const DEFAULT_LOCALE = 'en-GB';
export const LOCALES = ['en-GB', 'nl-NL', 'es-ES', 'fr-FR', 'nl-BE', 'de-AT', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE'] as const;
export type Locale = (typeof LOCALES)[number];
/** The generated pseudo-locale of development and tests (see src/i18n/pseudo.ts); never offered to customers. */
export const PSEUDO_LOCALE = 'en-XA';
/** How long a browser or a shared cache keeps a locale file of /locales/ (its strings change only with a release). */
export const LOCALE_FILE_MAX_AGE_SECONDS = 300;
/**
 * How long the account area keeps a campaign's cut-off dates (spec §7 Order cut-off, GET /v1/Campaign/{name}):
 * they change once a year and are the same for every customer, so the overview does not ask on every visit.
 */
export const CAMPAIGN_KEPT_SECONDS = 300;
/** What a page may be shown in: a customer locale, or the pseudo-locale. */
export type DisplayLocale = Locale | typeof PSEUDO_LOCALE;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** How often an open push socket re-checks its session (well within an access token's life). */
export const PUSH_SESSION_RECHECK_MS = 60_000;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** A replaced refresh token still answers with its successor this long (parallel requests of one page). */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** Sign-in failures of a key are forgotten after this long without one. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * The longest password taken (NIST SP 800-63B asks for at least 64): long passphrases and generated
 * passwords fit, and it is said next to the field and in the refusal, never cut without a word.
 */
export const PASSWORD_MAX_LENGTH = 200;
/**
 * scrypt cost of new password hashes: OWASP's Password Storage Cheat Sheet row N=2^14, r=8, p=5,
 * which OWASP rates equal to N=2^17, r=8, p=1 but which needs 16 MiB per hash instead of 128 MiB, so
 * parallel sign-ins cannot exhaust a small server's memory. Weaker stored hashes are rehashed on sign-in.
 */
export const PASSWORD_SCRYPT_COST = { N: 2 ** 14, r: 8, p: 5 } as const;
/** OWASP's minimum scrypt settings: any one row (Password Storage Cheat Sheet, 2023 onwards). */
export const PASSWORD_SCRYPT_OWASP_MINIMUMS = [
  { N: 2 ** 17, r: 8, p: 1 },
  { N: 2 ** 16, r: 8, p: 2 },
  { N: 2 ** 15, r: 8, p: 3 },
  { N: 2 ** 14, r: 8, p: 5 },
  { N: 2 ** 13, r: 8, p: 10 },
] as const;
/** Accounts one client address may create per hour (test runs raise it with SIGN_UPS_PER_ADDRESS_PER_HOUR). */
export const SIGN_UPS_PER_ADDRESS_PER_HOUR = 20;

/** FTPS with explicit TLS (AUTH TLS) listens on the plain FTP port; 990 would be implicit TLS. */
export const FTP_PORT = 21;
