/** Image types the library accepts (spec §5: image/heic, image/jpeg, image/png), judged by their bytes. */
export type ImageType = 'jpeg' | 'png' | 'heic';

export const UPLOAD_TYPES = ['image/heic', 'image/jpeg', 'image/png'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const MIME_OF: Record<ImageType, UploadType> = { jpeg: 'image/jpeg', png: 'image/png', heic: 'image/heic' };

/** The image type of a stored photo's content type (`image/heif` is HEIC too). */
export function imageTypeOfMime(mime: string): ImageType | null {
  if (mime === 'image/heif') return 'heic';
  return (Object.keys(MIME_OF) as ImageType[]).find((type) => MIME_OF[type] === mime) ?? null;
}

/**
 * What the file picker offers: the spec's types plus what browsers call HEIC files (Chromium says
 * `image/heif`, others leave the type empty) and their extensions.
 */
export const UPLOAD_PICKER_ACCEPT = [...UPLOAD_TYPES, 'image/heif', '.heic', '.heif', '.jpg', '.jpeg', '.png'].join(',');

/** Bytes read from the start of a file to judge its type (and, for PNG, its size). */
export const IMAGE_HEADER_BYTES = 64;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of HEVC-coded HEIF images (not AVIF, which shares the container). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The brands of an `ftyp` box: major brand and compatible brands. */
function ftypBrands(head: Uint8Array): string[] | null {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return null;
  const boxSize = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
  const end = Math.min(head.length, boxSize);
  if (boxSize < 16) return null;
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands;
}

/** Judges a file by its first bytes (magic numbers), never by its name or declared type. */
export function detectImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  const brands = ftypBrands(head);
  if (brands) {
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
    // A generic HEIF file is HEIC unless it says it is AVIF.
    if (HEIF_GENERIC_BRANDS.has(brands[0]) && !brands.some((b) => b === 'avif' || b === 'avis')) return 'heic';
  }
  return null;
}
