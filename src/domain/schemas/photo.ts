import * as z from 'zod/mini';

/**
 * A photo and the pages of photos the grids read (spec §3, §7), on their own: the timeline's first month
 * fetch loads only these schemas, not every schema of the photo library (`src/client/photo-pages.ts`).
 * Written with Zod Mini, whose schemas carry no methods: the pages' script is a quarter of classic Zod's
 * and is evaluated and first run in half the time on a slow phone. Classic schemas compose them as any other.
 */

export const count = z.int().check(z.minimum(0));
/** ISO 8601 instant with zone (created, updated, uploadEnd). */
export const instant = z.iso.datetime({ offset: true });
/** A camera's wall-clock time without a zone, `YYYY-MM-DDTHH:mm:ss.SSS` (EXIF dates carry no zone). */
const wallClock = z.iso.datetime({ local: true });

const thumbnail = z.object({
  id: count,
  url: z.string(),
  width: count,
  height: count,
});
export type Thumbnail = z.infer<typeof thumbnail>;

export const photo = z.object({
  imageId: z.string(),
  localFileName: z.string(),
  uploadId: z.string(),
  /** The photo to show (original file). */
  url: z.string(),
  /** The untouched original as uploaded. */
  untouchedUrl: z.string(),
  /** Where the photo was taken, when known (not recorded by this service yet: null). */
  location: z.nullable(z.string()),
  /** Ids 300 (small/medium screens), 800 (large), 1300 (preview); a missing size falls back to `url`. */
  thumbnails: z.array(thumbnail),
  /** Camera wall-clock time, no zone; absent when unknown (including 1970-01-01, spec §2). */
  dateTaken: z.optional(wallClock),
  uploadEnd: z.optional(instant),
  visibleWidth: z.optional(count),
  visibleHeight: z.optional(count),
  /** One of the caller's Favourites (always false for another account's photo seen through a shared album). */
  favourite: z.boolean(),
});
export type Photo = z.infer<typeof photo>;

/** A photo seen through a shared album carries its owner (needed to download it, spec §6). */
export const sharedAlbumPhoto = z.extend(photo, { ownerId: z.string() });

/** A page of photos (own, or of a shared album with their owners). `cursor` null means no more pages. */
export const photoPageOf = <P extends z.core.$ZodType>(item: P) => z.object({ cursor: z.nullable(z.string()), images: z.array(item) });

/** A page of photos: GET /photos/timeline/{year}/{month} and GET /photos. */
export const timelinePage = photoPageOf(photo);
export type TimelinePage = z.infer<typeof timelinePage>;
export const photosPage = timelinePage;
export type PhotosPage = TimelinePage;
export const albumPhotosPage = timelinePage;

export const sharedAlbumPhotosPage = photoPageOf(sharedAlbumPhoto);
