import fsp from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { detectImageType, IMAGE_HEADER_BYTES, MIME_OF, type ImageType } from '@/domain/photos/image-type';
import { readDimensions } from './dimensions';
import { readExif, readHeicExif } from './exif';
import sharp from 'sharp';
import type { PhotoExif } from '@/domain/schemas/photo-details';
import { IMAGE_REFUSAL_TEXT, MAX_IMAGE_PIXELS, type ImageRefusal } from '@/domain/photos/image-refusals';

/** A file the library refuses: its refusal code, and the en-GB message as its message. */
export class ImageRejected extends Error {
  override name = 'ImageRejected';
  constructor(readonly code: ImageRefusal) {
    super(IMAGE_REFUSAL_TEXT[code]);
  }
}

export interface InspectedImage {
  type: ImageType;
  mime: string;
  width: number;
  height: number;
  /** Size as shown, after EXIF orientation. */
  visibleWidth: number;
  visibleHeight: number;
  dateTaken?: string;
  /** Camera facts of EXIF; null without them. */
  exif: PhotoExif | null;
  byteSize: number;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(IMAGE_HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, IMAGE_HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Decodes a JPEG or PNG to its end (to a tiny size, so little memory) and refuses it when the data
 * is truncated or corrupt: a file whose thumbnails could never be made is not accepted. HEIC is
 * decoded by its thumbnail job (its decoder is WebAssembly and slow).
 */
async function assertDecodable(file: string, type: ImageType): Promise<void> {
  if (type === 'heic') return;
  try {
    await sharp(file, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS }).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw new ImageRejected('unreadable');
  }
}

/**
 * Judges an uploaded file from its bytes: type by magic number, size from the header (refused
 * above the pixel limit before anything is decoded), then decoded once to prove it is whole; date
 * taken and orientation from EXIF.
 */
export async function inspectImage(file: string): Promise<InspectedImage> {
  const [head, stat] = await Promise.all([readHead(file), fsp.stat(file)]);
  const type = detectImageType(head);
  if (!type) throw new ImageRejected('unsupportedType');
  const dimensions = await readDimensions(file, type, head);
  if (!dimensions || dimensions.width < 1 || dimensions.height < 1) throw new ImageRejected('unreadable');
  if (dimensions.width * dimensions.height > MAX_IMAGE_PIXELS) throw new ImageRejected('tooLarge');
  await assertDecodable(file, type);
  const exif = type === 'png' ? { camera: null } : type === 'heic' ? await readHeicExif(file) : await readExif(file);
  const swap = (exif.orientation ?? 1) >= 5;
  return {
    type,
    mime: MIME_OF[type],
    width: dimensions.width,
    height: dimensions.height,
    visibleWidth: swap ? dimensions.height : dimensions.width,
    visibleHeight: swap ? dimensions.width : dimensions.height,
    dateTaken: exif.dateTaken,
    exif: exif.camera,
    byteSize: stat.size,
  };
}

/** sha256 of a file, streamed. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
