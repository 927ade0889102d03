import exifr from 'exifr';
import sharp from 'sharp';
import { UNKNOWN_DATE_TAKEN } from '@/domain/constants';
import { photoExif, type PhotoExif } from '@/domain/schemas/photo-details';

export interface ExifFacts {
  /** The camera's wall-clock time `YYYY-MM-DDTHH:mm:ss.SSS`, no zone; undefined when unknown. */
  dateTaken?: string;
  /** EXIF orientation 1–8 (5–8 swap width and height). */
  orientation?: number;
  /** Camera, lens, exposure and position for the info panel; null when the file carries none of them. */
  camera: PhotoExif | null;
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?/;

/** Turns an EXIF date string (`2021:07:04 13:22:11`) into wall-clock ISO form, keeping the time as written. */
export function wallClockFromExif(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = EXIF_DATE.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction] = match;
  const date = `${year}-${month}-${day}`;
  if (date === UNKNOWN_DATE_TAKEN || year === '0000' || month === '00' || day === '00') return undefined;
  const m = Number(month),
    d = Number(day),
    h = Number(hour),
    min = Number(minute),
    s = Number(second);
  if (m > 12 || d > 31 || h > 23 || min > 59 || s > 59) return undefined;
  return `${date}T${hour}:${minute}:${second}.${(fraction ?? '').padEnd(3, '0')}`;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().replace(/\0+$/, '') : undefined);
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The info panel's facts; a value out of range (a camera's placeholder, a broken tag) is left out, never stored. */
function cameraFacts(tags: Record<string, unknown>): PhotoExif | null {
  const facts = Object.fromEntries(
    Object.entries({
      make: text(tags.Make),
      model: text(tags.Model),
      lens: text(tags.LensModel),
      exposureTime: finite(tags.ExposureTime),
      fNumber: finite(tags.FNumber),
      iso: finite(Array.isArray(tags.ISO) ? tags.ISO[0] : tags.ISO),
      focalLength: finite(tags.FocalLength),
      latitude: finite(tags.latitude),
      longitude: finite(tags.longitude),
    }).filter(([key, value]) => value !== undefined && photoExif.shape[key as keyof PhotoExif].safeParse(value).success),
  ) as PhotoExif;
  if ((facts.latitude === undefined) !== (facts.longitude === undefined)) {
    delete facts.latitude;
    delete facts.longitude;
  }
  return Object.keys(facts).length > 0 ? facts : null;
}

const CAMERA_TAGS = [
  'Make',
  'Model',
  'LensModel',
  'ExposureTime',
  'FNumber',
  'ISO',
  'FocalLength',
  'GPSLatitude',
  'GPSLatitudeRef',
  'GPSLongitude',
  'GPSLongitudeRef',
];

/** Date taken, orientation and camera facts from EXIF; raw strings (reviveValues false) so no time zone is applied. */
export async function readExif(input: string | Buffer): Promise<ExifFacts> {
  try {
    const tags = (await exifr.parse(input, {
      pick: ['DateTimeOriginal', 'CreateDate', 'Orientation', ...CAMERA_TAGS],
      reviveValues: false,
      translateValues: false,
    })) as Record<string, unknown> | undefined;
    if (!tags) return { camera: null };
    const orientation =
      typeof tags.Orientation === 'number' && tags.Orientation >= 1 && tags.Orientation <= 8 ? tags.Orientation : undefined;
    return {
      dateTaken: wallClockFromExif(tags.DateTimeOriginal) ?? wallClockFromExif(tags.CreateDate),
      orientation,
      camera: cameraFacts(tags),
    };
  } catch {
    return { camera: null };
  }
}

const EXIF_HEADER = Buffer.from('Exif\0\0');

/**
 * A HEIC file's EXIF as libheif reads it: exifr cannot read the EXIF item of every encoder
 * (libheif's own heif-enc among them), so the TIFF block is taken from sharp's metadata.
 */
export async function readHeicExif(file: string): Promise<ExifFacts> {
  try {
    const { exif } = await sharp(file).metadata();
    if (!exif) return { camera: null };
    return readExif(exif.subarray(0, 6).equals(EXIF_HEADER) ? exif.subarray(6) : exif);
  } catch {
    return { camera: null };
  }
}
