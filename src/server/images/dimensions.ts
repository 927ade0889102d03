import fsp from 'node:fs/promises';
import sharp from 'sharp';
import type { ImageType } from '@/domain/photos/image-type';

export interface Dimensions {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk follows the signature; width and height are its first two 32-bit fields. */
export function pngDimensions(head: Uint8Array): Dimensions | null {
  if (head.length < 24) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (String.fromCharCode(...head.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * JPEG: walks the marker segments to the first start-of-frame, reading only segment headers
 * (EXIF and thumbnails before it are skipped, not read).
 */
export async function jpegDimensions(file: string): Promise<Dimensions | null> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(9);
    let offset = 2;
    for (let guard = 0; guard < 1000 && offset + 4 <= size; guard++) {
      await handle.read(buffer, 0, 9, offset);
      if (buffer[0] !== 0xff) return null;
      const marker = buffer[1];
      if (marker === 0xff) {
        offset += 1;
        continue;
      } // fill byte
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        offset += 2;
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame header
      const length = buffer.readUInt16BE(2);
      if (SOF_MARKERS.has(marker)) return { height: buffer.readUInt16BE(5), width: buffer.readUInt16BE(7) };
      offset += 2 + length;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** Width and height from the header, without decoding pixels. */
export async function readDimensions(file: string, type: ImageType, head: Uint8Array): Promise<Dimensions | null> {
  if (type === 'png') return pngDimensions(head);
  if (type === 'jpeg') return jpegDimensions(file);
  // HEIC: libvips reads the `ispe` property from the container without decoding HEVC.
  const meta = await sharp(file)
    .metadata()
    .catch(() => null);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
}
