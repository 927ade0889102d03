import sharp from 'sharp';
import { THUMBNAIL_SIZES } from '@/domain/constants';
import { thumbnailDimensions } from '@/domain/photos/thumbnail-dimensions';
import { encodeThumbnail, type Thumbnail } from '../images/thumbnails';

/** A generated demo picture: a colour gradient with shapes and a caption, so every thumbnail looks distinct. */
export interface DemoImageSpec {
  seed: number;
  caption: string;
  format: 'jpeg' | 'png';
  /** EXIF DateTimeOriginal as the camera writes it (`YYYY:MM:DD HH:mm:ss`); none for an unknown date. */
  exifDate?: string;
  width: number;
  height: number;
}

export interface DemoImage {
  original: Buffer;
  mime: string;
  thumbnails: Thumbnail[];
}

function palette(seed: number): [number, number, number][] {
  const hue = (seed * 137.508) % 360;
  const colour = (h: number, s: number, l: number): [number, number, number] => {
    const k = (n: number) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
  };
  return [colour(hue, 0.7, 0.55), colour((hue + 60 + (seed % 5) * 20) % 360, 0.65, 0.35), colour((hue + 180) % 360, 0.5, 0.85)];
}

/** Raw RGB pixels: diagonal gradient, a few soft discs and bands, all from the seed. */
function pixels(spec: DemoImageSpec): Buffer {
  const { width, height, seed } = spec;
  const [a, b, light] = palette(seed);
  const data = Buffer.allocUnsafe(width * height * 3);
  const discs = Array.from({ length: 3 }, (_, i) => {
    const s = Math.sin(seed * 12.9898 + i * 78.233) * 43758.5453;
    const r = s - Math.floor(s);
    return { x: (0.15 + 0.7 * r) * width, y: (0.2 + 0.6 * ((r * 7) % 1)) * height, r: (0.08 + 0.12 * ((r * 13) % 1)) * height };
  });
  const bandEvery = 40 + (seed % 7) * 12;
  let o = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let r = a[0] + (b[0] - a[0]) * t,
        g = a[1] + (b[1] - a[1]) * t,
        bl = a[2] + (b[2] - a[2]) * t;
      for (const d of discs) {
        const dx = x - d.x,
          dy = y - d.y;
        if (dx * dx + dy * dy < d.r * d.r) {
          r = (r + light[0]) / 2;
          g = (g + light[1]) / 2;
          bl = (bl + light[2]) / 2;
        }
      }
      if ((((x + y) / bandEvery) | 0) % 6 === 0) {
        r *= 0.85;
        g *= 0.85;
        bl *= 0.85;
      }
      data[o++] = r;
      data[o++] = g;
      data[o++] = bl;
    }
  }
  return data;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function captionSvg(spec: DemoImageSpec): Buffer {
  const size = Math.round(spec.height / 11);
  const w = Math.round(spec.width * 0.9),
    h = Math.round(size * 1.5);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<rect width="${w}" height="${h}" rx="${size / 4}" fill="rgba(0,0,0,0.35)"/>` +
      `<text x="${size / 2}" y="${size * 1.1}" font-size="${size}" font-family="DejaVu Sans, sans-serif" fill="white">${escapeXml(spec.caption)}</text></svg>`,
  );
}

/** Renders the picture once and makes the original plus the 300 / 800 / 1300 thumbnails from it. */
export async function renderDemoImage(spec: DemoImageSpec): Promise<DemoImage> {
  const raw = { width: spec.width, height: spec.height, channels: 3 as const };
  const caption = captionSvg(spec);
  const composed = await sharp(pixels(spec), { raw })
    .composite([{ input: caption, left: Math.round(spec.width * 0.05), top: Math.round(spec.height * 0.8) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base = () =>
    sharp(composed.data, { raw: { width: composed.info.width, height: composed.info.height, channels: composed.info.channels } });
  const original =
    spec.format === 'png'
      ? await base().png({ compressionLevel: 3 }).toBuffer()
      : await base()
          .jpeg({ quality: 82 })
          .withExif(
            spec.exifDate
              ? { IFD0: { Make: 'PixelPress Demo' }, IFD2: { DateTimeOriginal: spec.exifDate } }
              : { IFD0: { Make: 'PixelPress Demo' } },
          )
          .toBuffer();
  const thumbnails: DemoImage['thumbnails'] = [];
  // Largest first, each from the one before: cheaper than three resizes of the full picture.
  let source = composed;
  for (const size of [...THUMBNAIL_SIZES].sort((x, y) => y - x)) {
    const { width, height } = thumbnailDimensions(spec.width, spec.height, size);
    const next = await sharp(source.data, { raw: { width: source.info.width, height: source.info.height, channels: source.info.channels } })
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const encoded = await encodeThumbnail(
      sharp(next.data, { raw: { width: next.info.width, height: next.info.height, channels: next.info.channels } }),
      size,
    );
    thumbnails.push({ id: size, ...encoded });
    source = next;
  }
  return { original, mime: spec.format === 'png' ? 'image/png' : 'image/jpeg', thumbnails };
}
