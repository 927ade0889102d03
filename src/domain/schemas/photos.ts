import { z } from 'zod';
import { THUMBNAIL_SIZES } from '../constants';
import { albumNameProblem, ALBUM_NAME_MESSAGES } from '../photos/album-name';
import { count, instant, photo, sharedAlbumPhoto } from './photo';

export {
  albumPhotosPage,
  photo,
  photoPageOf,
  photosPage,
  sharedAlbumPhoto,
  sharedAlbumPhotosPage,
  timelinePage,
  type Photo,
  type PhotosPage,
  type Thumbnail,
  type TimelinePage,
} from './photo';

/**
 * Photo library entities, requests and responses of spec §3 and §7 (Photo management API, Shared API,
 * Downloads API, Temp selections, push messages). The server validates with these, the client parses
 * responses with them. Field names are the spec's.
 */

/** Ids are UUIDs; the message names the field so a caller sees what was wrong. */
const photoId = z.uuid({ error: 'Photo ids must be UUIDs' });
const albumIdSchema = z.uuid({ error: 'Album id must be a UUID' });

// ---------------------------------------------------------------- photos

const thumbnailId = z.literal(THUMBNAIL_SIZES, { error: `Thumbnail size must be one of ${THUMBNAIL_SIZES.join(', ')}` });

/** GET /users */
export const photoUser = z.object({
  /** The caller's own photos. */
  photosCount: count,
  totals: z.object({
    /** Own albums plus albums shared with the caller. */
    albumsCount: count,
    /** Own photos plus the photos of albums shared with the caller. */
    photosCount: count,
  }),
});
export type PhotoUser = z.infer<typeof photoUser>;

/**
 * GET /users/timeline: year → month → count. Months are 1–12; the 'Unknown Date' group is year "0",
 * month "0" (see `src/domain/photos/timeline.ts`).
 */
export const timelineCounts = z.object({
  timeline: z.record(z.string().regex(/^\d{1,4}$/), z.record(z.string().regex(/^\d{1,2}$/), count)),
});
export type TimelineCountsResponse = z.infer<typeof timelineCounts>;

/** The flattened form the timeline renders: one entry per month section. */
export const timelineEntry = z.object({ year: z.number().int().min(0), month: z.number().int().min(0).max(12), count });
export type TimelineEntry = z.infer<typeof timelineEntry>;

// ---------------------------------------------------------------- sorting

const SORT_KEYS = ['created', 'dateTaken'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortKey = z.enum(SORT_KEYS, { error: 'sortKey must be created or dateTaken' });
export const sortOrder = z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' });
export type SortKey = z.infer<typeof sortKey>;
export type SortOrder = z.infer<typeof sortOrder>;

export const sortOptions = z.object({ sortKey, sortOrder });
export type SortOptions = z.infer<typeof sortOptions>;
/** Pages that keep their own sort options in local storage (spec §3). */
export const SORT_PAGES = ['albumPhotos', 'sharedAlbumPhotos', 'photos'] as const;
export type SortPage = (typeof SORT_PAGES)[number];

// ---------------------------------------------------------------- albums

export const album = z.object({
  albumId: z.string(),
  albumName: z.string().min(1),
  created: instant,
  updated: instant,
  photosCount: count,
  coverPhoto: z.nullable(photo),
  isShared: z.boolean(),
  ownerId: z.string(),
  userId: z.string(),
});
export type Album = z.infer<typeof album>;

export const albumList = z.object({
  albums: z.array(album),
  cursor: z.string().nullable(),
});
export type AlbumList = z.infer<typeof albumList>;

const emailOnly = z.object({ email: z.string() });

export const sharedAlbum = album.extend({
  owner: emailOnly,
  participants: z.array(emailOnly),
});
export type SharedAlbum = z.infer<typeof sharedAlbum>;

export const sharedAlbumList = z.object({
  albums: z.array(sharedAlbum),
  cursor: z.string().nullable(),
});
export type SharedAlbumList = z.infer<typeof sharedAlbumList>;

/** Counts of albums shared with the caller (read) and by the caller (granted); dates of the latest change, null when none. */
export const sharedAlbumsSummary = z.object({
  readAlbumsCount: count,
  grantedAlbumsCount: count,
  created: z.nullable(instant),
  updated: z.nullable(instant),
});
export type SharedAlbumsSummary = z.infer<typeof sharedAlbumsSummary>;

const albumPerson = z.object({ id: z.string(), email: z.string() });
export const albumParticipants = z.object({
  owner: albumPerson,
  participants: z.array(albumPerson),
});
export type AlbumParticipants = z.infer<typeof albumParticipants>;

/** POST /albums answers the new id. */
export const albumCreated = z.object({ albumId: z.string() });

// ---------------------------------------------------------------- requests

/** Album name of spec §5 with its messages; surrounding whitespace is not part of a name. */
const albumName = z.string({ error: ALBUM_NAME_MESSAGES.required }).check((ctx) => {
  const problem = albumNameProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: ALBUM_NAME_MESSAGES[problem], input: ctx.value });
});

export const albumNameBody = z.object({ name: albumName });
/** The photo an album's tile shows: one of the album's own. */
export const albumCoverBody = z.object({ photoId: z.uuid() });

/** Most ids one request may carry (bulk calls send PHOTO_ID_CHUNK_SIZE at a time). */
const MAX_PHOTO_IDS_PER_REQUEST = 10_000;

export const photoIdsBody = z.object({
  photoIds: z
    .array(photoId, { error: 'photoIds must be a list of photo ids' })
    .min(1, { error: 'photoIds must not be empty' })
    .max(MAX_PHOTO_IDS_PER_REQUEST, { error: `At most ${MAX_PHOTO_IDS_PER_REQUEST} photo ids per request` }),
});

export const bulkFailure = z.object({ failed: z.array(z.string()) });

/** POST and DELETE /favourites/photos: the ids that are not the caller's photos in the library, and the new count. */
export const favouritesChanged = bulkFailure.extend({ favouritesCount: count });
export type FavouritesChanged = z.infer<typeof favouritesChanged>;

const cursorParam = z.string().max(512, { error: 'cursor is not valid' }).optional();
const limitParam = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(max, { error: `limit must be at most ${max}` })
    .default(fallback);

/** Query of a paged photo list; defaults differ per endpoint. */
export function photoPageQuery(defaults: { limit: number; maxLimit: number; sortKey: SortKey; sortOrder: SortOrder }) {
  return z.object({
    cursor: cursorParam,
    limit: limitParam(defaults.limit, defaults.maxLimit),
    sortKey: sortKey.default(defaults.sortKey),
    sortOrder: sortOrder.default(defaults.sortOrder),
  });
}

const booleanParam = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

/** Query of GET /albums and GET /shared-albums. */
export function albumListQuery(defaults: { limit: number; maxLimit: number }) {
  return z.object({
    cursor: cursorParam,
    limit: limitParam(defaults.limit, defaults.maxLimit),
    displaySharedData: booleanParam.default(false),
  });
}

const YEAR_MESSAGE = 'year must be a whole number from 1 to 9999, or 0 for the unknown-date group';
const MONTH_MESSAGE = 'month must be a whole number from 1 to 12, or 0 for the unknown-date group';
export const timelineMonthParams = z.object({
  year: z.coerce
    .number({ error: YEAR_MESSAGE })
    .int({ error: YEAR_MESSAGE })
    .min(0, { error: YEAR_MESSAGE })
    .max(9999, { error: YEAR_MESSAGE }),
  month: z.coerce
    .number({ error: MONTH_MESSAGE })
    .int({ error: MONTH_MESSAGE })
    .min(0, { error: MONTH_MESSAGE })
    .max(12, { error: MONTH_MESSAGE }),
});

/** A day of the photo grid's day groups (GET /photos/taken/{date}/ids, /photos/uploaded/{date}/ids). */
export const dayParams = z.object({ date: z.iso.date({ error: 'date must be a day as YYYY-MM-DD' }) });
/** `undated`: only the photos with no date taken (a day of the Unknown Date group). */
export const uploadedDayQuery = z.object({ undated: booleanParam.default(false) });

export const albumParams = z.object({ id: albumIdSchema });
export const photoParams = z.object({ id: photoId });
export const albumPhotoParams = z.object({ id: albumIdSchema, photoId });

// ---------------------------------------------------------------- the library model (ids, neighbours, counts)

/** Query of a list of ids or of neighbours: the sort of the collection they belong to. */
function sortQuery(defaults: SortOptions) {
  return z.object({ sortKey: sortKey.default(defaults.sortKey), sortOrder: sortOrder.default(defaults.sortOrder) });
}

/** Ids of a collection; with from and to (two of its photo ids) only the range between them, both included. */
export function idsQuery(defaults: SortOptions) {
  return sortQuery(defaults)
    .extend({ from: photoId.optional(), to: photoId.optional() })
    .refine((q) => (q.from === undefined) === (q.to === undefined), { error: 'from and to go together', path: ['to'] });
}

/** Most neighbours one call answers on each side. */
const MAX_NEIGHBOURS = 20;
const neighbourCount = z.coerce
  .number({ error: 'before and after must be numbers' })
  .int({ error: 'before and after must be whole numbers' })
  .min(0, { error: 'before and after must be at least 0' })
  .max(MAX_NEIGHBOURS, { error: `before and after must be at most ${MAX_NEIGHBOURS}` });
export function neighboursQuery(defaults: SortOptions) {
  return sortQuery(defaults).extend({ before: neighbourCount.default(1), after: neighbourCount.default(1) });
}

export const photoIdList = z.object({ ids: z.array(z.string()) });

/** One photo as GET /photos/{id} answers it: the caller's own, or one shared with them, which carries its owner. */
export const ownOrSharedPhoto = z.object({ ...photo.shape, ownerId: z.string().optional() });

/** A photo and its neighbours in a sort: previous nearest first, next nearest first. */
export const photoNeighboursOf = <P extends z.core.$ZodType>(item: P) =>
  z.object({ photo: item, previous: z.array(item), next: z.array(item) });
export const photoNeighbours = photoNeighboursOf(photo);
export const sharedPhotoNeighbours = photoNeighboursOf(sharedAlbumPhoto);

/** GET /users/counts: the numbers of the Photos, Albums and Favourites tabs (sharedView: whether the shared-albums view is on). */
export const libraryCountsQuery = z.object({ sharedView: booleanParam.default(true) });
export const libraryCounts = z.object({ photosCount: count, albumsCount: count, favouritesCount: count });
export type LibraryCounts = z.infer<typeof libraryCounts>;
export const thumbnailParams = z.object({ id: photoId, size: z.coerce.number().pipe(thumbnailId) });

// ---------------------------------------------------------------- temp selections

/**
 * POST /temp-selections: the photo ids, or every photo of a scope the server resolves (the whole library,
 * or one of the caller's albums) when a selection holds more ids than one request may carry.
 */
export const tempSelectionBody = z.union(
  [photoIdsBody, z.object({ scope: z.enum(['library', 'favourites']) }), z.object({ scope: z.literal('album'), albumId: albumIdSchema })],
  { error: 'Send photoIds, or scope library or favourites, or scope album with an albumId' },
);
export type TempSelectionScope = 'library' | 'favourites' | { albumId: string };
export const tempSelectionCreated = z.object({ tempSelectionId: z.string() });
export const tempSelection = z.object({ tempSelectionId: z.string(), photoIds: z.array(z.string()) });
export type TempSelection = z.infer<typeof tempSelection>;
export const tempSelectionParams = z.object({ id: z.uuid({ error: 'Selection id must be a UUID' }) });

// ---------------------------------------------------------------- downloads (endpoints: src/server/services/downloads)

export const download = z.object({
  id: z.string(),
  name: z.string(),
  /** Ids of the photos in the archive. */
  photos: z.array(z.string()),
  /** ready (or failed) when a zip of the same photos made earlier is answered again. */
  state: z.enum(['pending', 'ready', 'failed']).optional(),
});
export type Download = z.infer<typeof download>;
export const downloadList = z.object({ items: z.array(download) });
export const downloadUrl = z.object({ url: z.string() });

const DOWNLOAD_EVENT_KEYS = ['started', 'finished', 'error'] as const;
export const downloadNotification = z.object({
  id: z.string(),
  timestamp: z.string(),
  key: z.enum(DOWNLOAD_EVENT_KEYS),
  message: z.object({ userId: z.string(), downloadId: z.string() }),
});
export type DownloadNotification = z.infer<typeof downloadNotification>;

// ---------------------------------------------------------------- activation (endpoints: src/server/services/photo-import)

const ACTIVATION_STATUSES = ['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'] as const;
const activationStatus = z.enum(ACTIVATION_STATUSES);
export type ActivationStatus = z.infer<typeof activationStatus>;
export const activationStatusResponse = z.object({ status: activationStatus });
export const activationStarted = z.object({ started: z.boolean() });

const IMPORT_MESSAGE_TYPES = ['started', 'error', 'finished'] as const;
export const activationMessage = z.object({
  data: z.object({ payload: z.unknown(), timestamp: z.string() }),
  id: z.string(),
  type: z.enum(IMPORT_MESSAGE_TYPES),
});
// ---------------------------------------------------------------- recently deleted (trash)

/** A photo in Recently deleted: when it was deleted and when it is purged for good. */
export const trashedPhoto = z.object({ ...photo.shape, trashedAt: instant, expiresAt: instant });
export type TrashedPhoto = z.infer<typeof trashedPhoto>;
/** GET /trash: newest deleted first; count is every photo in the trash. */
export const trashPage = z.object({ cursor: z.string().nullable(), count, images: z.array(trashedPhoto) });
export type TrashPage = z.infer<typeof trashPage>;
/** DELETE /photos/all: `since` is when the move began; POST /trash/restore-all?since= undoes just this one. */
export const trashedAll = bulkFailure.extend({ since: instant });
export const restoreAllQuery = z.object({ since: z.iso.datetime({ offset: true, error: 'since must be an ISO instant' }).optional() });
export function trashPageQuery(defaults: { limit: number; maxLimit: number }) {
  return z.object({ cursor: cursorParam, limit: limitParam(defaults.limit, defaults.maxLimit) });
}
