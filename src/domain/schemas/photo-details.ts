import { z } from 'zod';

/**
 * What the preview's info panel shows of a photo (GET /photos/:id/details of the photo management
 * service). Apart from `photos.ts` so the photo pages do not load these schemas before the panel opens.
 */

const count = z.number().int().min(0);
const positive = z.number().positive();

/** Camera facts read from a photo's EXIF; each is absent when the file does not carry it. */
export const photoExif = z.object({
  make: z.string().optional(),
  model: z.string().optional(),
  lens: z.string().optional(),
  /** Seconds (0.008 is 1/125 s). */
  exposureTime: positive.optional(),
  fNumber: positive.optional(),
  iso: positive.optional(),
  /** Millimetres. */
  focalLength: positive.optional(),
  /** Decimal degrees, north and east positive. */
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type PhotoExif = z.infer<typeof photoExif>;

/** GET /photos/:id/details: what the preview's info panel shows; albums are those the caller can open. */
export const photoDetails = z.object({
  imageId: z.string(),
  localFileName: z.string(),
  byteSize: count,
  width: count,
  height: count,
  /** Camera wall-clock time, no zone. */
  dateTaken: z.iso.datetime({ local: true }).optional(),
  exif: photoExif,
  albums: z.array(z.object({ albumId: z.string(), name: z.string(), shared: z.boolean() })),
});
export type PhotoDetails = z.infer<typeof photoDetails>;
