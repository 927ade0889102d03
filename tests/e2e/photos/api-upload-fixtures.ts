import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Test images made on the fly (no committed binaries). */

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid black-and-white PNG of width × height (a decompression bomb for large sizes): 1 bit per
 * pixel compresses to a few hundred kilobytes even at 30,000 × 30,000.
 */
export async function hugePng(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const batch = Buffer.concat(Array.from({ length: 64 }, () => row));
  for (let y = 0; y < height; y += 64) {
    const rows = Math.min(64, height - y);
    deflate.write(rows === 64 ? batch : batch.subarray(0, rows * row.length));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}

/** The EXIF a camera writes: make, model, lens, exposure and a GPS position (Amsterdam, 52.3702° N, 4.8952° E). */
const CAMERA_EXIF = {
  IFD0: { Make: 'FUJIFILM', Model: 'X-T30' },
  IFD2: {
    DateTimeOriginal: '2021:07:04 13:22:11',
    LensModel: 'XF35mmF2 R WR',
    ExposureTime: '1/125',
    FNumber: '28/10',
    ISOSpeedRatings: '200',
    FocalLength: '35/1',
  },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 1272/100', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 4272/100' },
};

/** A JPEG carrying CAMERA_EXIF, as a camera's photo would. */
export async function jpegWithCameraExif(width: number, height: number, seed = 0): Promise<Buffer> {
  return plainJpeg(width, height, seed).withExif(CAMERA_EXIF).toBuffer();
}

function plainJpeg(width: number, height: number, seed: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 13) % 256 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="2" y="${Math.min(height - 2, 40)}" font-size="30">${seed}</text></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 });
}

/** A JPEG with EXIF DateTimeOriginal (`YYYY:MM:DD HH:MM:SS`); `seed` varies the pixels so hashes differ. */
export async function jpegWithExif(width: number, height: number, dateTimeOriginal?: string, seed = 0): Promise<Buffer> {
  const image = plainJpeg(width, height, seed);
  return dateTimeOriginal ? image.withExif({ IFD2: { DateTimeOriginal: dateTimeOriginal } }).toBuffer() : image.toBuffer();
}

/** A PNG of solid colour; `seed` makes each one unique. */
export async function smallPng(width: number, height: number, seed = 0): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: 200 } } })
    .png()
    .toBuffer();
}

export { noiseJpeg } from '../../support/noise-jpeg.mjs';

/** A HEIC file encoded by libheif's heif-enc (Debian package libheif-examples). */
export async function heicFile(width: number, height: number, seed = 0, dateTimeOriginal = '2022:05:06 07:08:09'): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heic-'));
  try {
    const source = path.join(dir, 'source.jpg');
    const target = path.join(dir, 'photo.heic');
    fs.writeFileSync(source, await jpegWithExif(width, height, dateTimeOriginal, seed));
    try {
      execFileSync('heif-enc', ['-q', '60', '-o', target, source], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`heif-enc is needed to make HEIC test files (apt-get install libheif-examples): ${(error as Error).message}`, {
        cause: error,
      });
    }
    return fs.readFileSync(target);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
