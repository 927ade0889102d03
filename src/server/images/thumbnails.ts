import sharp, { type Sharp } from 'sharp';
import { THUMBNAIL_SIZES, type ThumbnailSize } from '@/domain/constants';
import type { ImageType } from '@/domain/photos/image-type';
import { MAX_IMAGE_PIXELS } from '@/domain/photos/image-refusals';

export interface Thumbnail {
  id: ThumbnailSize;
  width: number;
  height: number;
  data: Buffer;
}

const JPEG_OPTIONS = { quality: 80, mozjpeg: false, progressive: false } as const;

async function decodeHeic(input: Buffer): Promise<Sharp> {
  // sharp's prebuilt libvips cannot decode HEVC: the WebAssembly decoder makes RGBA pixels first.
  const { default: decode } = await import('heic-decode');
  const { width, height, data } = await decode({ buffer: input });
  if (width * height > MAX_IMAGE_PIXELS) throw new Error('image too large');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/**
 * Makes the thumbnails (300 / 800 / 1300 px on the longer side, never enlarged) as JPEG, turned
 * upright per EXIF orientation. The original is decoded once (JPEG shrink-on-load) into the largest
 * size; smaller sizes are made from that.
 */
export async function makeThumbnails(input: Buffer | string, type: ImageType): Promise<Thumbnail[]> {
  const largest = Math.max(...THUMBNAIL_SIZES);
  const source =
    type === 'heic'
      ? await decodeHeic(typeof input === 'string' ? await import('node:fs/promises').then((fs) => fs.readFile(input)) : input)
      : sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const base = await source
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: baseWidth, height: baseHeight, channels } = base.info;
  const results: Thumbnail[] = [];
  for (const size of [...THUMBNAIL_SIZES].sort((a, b) => b - a)) {
    const pipeline = sharp(base.data, { raw: { width: baseWidth, height: baseHeight, channels } })
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .jpeg(JPEG_OPTIONS);
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    results.push({ id: size, width: info.width, height: info.height, data });
  }
  return results.sort((a, b) => a.id - b.id);
}

/** A JPEG thumbnail re-encoded as WebP, for browsers that accept it (about a third smaller at the same look). */
export function webpOf(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg, { failOn: 'error' }).webp({ quality: 75, effort: 3 }).toBuffer();
}
