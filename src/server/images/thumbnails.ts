import sharp, { type Sharp } from 'sharp';
import { THUMBNAIL_SIZES, type ThumbnailSize } from '@/domain/constants';
import type { ImageType } from '@/domain/photos/image-type';
import { MAX_IMAGE_PIXELS } from '@/domain/photos/image-refusals';

/** A thumbnail's pixels as JPEG for every browser and, for the grid's sizes, as WebP for those that accept it. */
export interface EncodedThumbnail {
  width: number;
  height: number;
  data: Buffer;
  webp?: Buffer;
}

export interface Thumbnail extends EncodedThumbnail {
  id: ThumbnailSize;
}

const JPEG_OPTIONS = { quality: 80, mozjpeg: false, progressive: false } as const;
// Effort 2: the size of effort 3 or 4 (within 2 %) at half their time.
const WEBP_OPTIONS = { quality: 75, effort: 2 } as const;

const LARGEST = Math.max(...THUMBNAIL_SIZES);

/**
 * Encodes resized pixels as the JPEG thumbnail and, for the sizes a grid tile draws, its WebP variant (about
 * a third smaller at the same look), so the route answers a screen of tiles by reading files. The preview's
 * largest size gets its WebP on its first request (webpOf): made here it would take a 12 MP photo's
 * thumbnails from 150 to 390 ms, at their 400 ms budget.
 */
export async function encodeThumbnail(pixels: Sharp, size: ThumbnailSize): Promise<EncodedThumbnail> {
  const [{ data, info }, webp] = await Promise.all([
    pixels.clone().jpeg(JPEG_OPTIONS).toBuffer({ resolveWithObject: true }),
    size < LARGEST ? pixels.clone().webp(WEBP_OPTIONS).toBuffer() : undefined,
  ]);
  return { width: info.width, height: info.height, data, webp };
}

async function decodeHeic(input: Buffer): Promise<Sharp> {
  // sharp's prebuilt libvips cannot decode HEVC: the WebAssembly decoder makes RGBA pixels first.
  const { default: decode } = await import('heic-decode');
  const { width, height, data } = await decode({ buffer: input });
  if (width * height > MAX_IMAGE_PIXELS) throw new Error('image too large');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/**
 * Makes the thumbnails (300 / 800 / 1300 px on the longer side, never enlarged) as encodeThumbnail does, turned
 * upright per EXIF orientation. The original is decoded once (JPEG shrink-on-load) into the largest
 * size; smaller sizes are made from that.
 */
export async function makeThumbnails(input: Buffer | string, type: ImageType): Promise<Thumbnail[]> {
  const source =
    type === 'heic'
      ? await decodeHeic(typeof input === 'string' ? await import('node:fs/promises').then((fs) => fs.readFile(input)) : input)
      : sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const base = await source
    .resize({ width: LARGEST, height: LARGEST, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: baseWidth, height: baseHeight, channels } = base.info;
  const results: Thumbnail[] = [];
  for (const size of [...THUMBNAIL_SIZES].sort((a, b) => b - a)) {
    const resized = sharp(base.data, { raw: { width: baseWidth, height: baseHeight, channels } }).resize({
      width: size,
      height: size,
      fit: 'inside',
      withoutEnlargement: true,
    });
    results.push({ id: size, ...(await encodeThumbnail(resized, size)) });
  }
  return results.sort((a, b) => a.id - b.id);
}

/**
 * A HEIC photo at its full resolution as a progressive JPEG, for browsers that cannot show HEIC (the
 * preview's zoom): it draws coarse first, then sharpens, over the 1300 px rendition already on screen.
 */
export async function fullJpegOfHeic(input: Buffer): Promise<Buffer> {
  return (await decodeHeic(input)).removeAlpha().jpeg({ quality: 85, progressive: true }).toBuffer();
}

/** A JPEG thumbnail re-encoded as WebP: for one stored without its WebP variant. */
export function webpOf(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg, { failOn: 'error' }).webp(WEBP_OPTIONS).toBuffer();
}
