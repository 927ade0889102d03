import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { detectImageType } from '@/domain/photos/image-type';
import { pngDimensions, jpegDimensions } from '@/server/images/dimensions';
import { wallClockFromExif, readExif } from '@/server/images/exif';
import { inspectImage, ImageRejected, sha256File } from '@/server/images/inspect';
import { makeThumbnails } from '@/server/images/thumbnails';
import { hugePng, jpegWithExif } from '../e2e/photos/api-upload-fixtures';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'images-test-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const write = async (name: string, data: Buffer | string) => {
  const file = path.join(dir, name);
  await fs.writeFile(file, data);
  return file;
};

describe('detectImageType', () => {
  it('knows JPEG, PNG and HEIC by their bytes', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    expect(detectImageType(jpeg)).toBe('jpeg');
    expect(detectImageType(png)).toBe('png');
    const heic = Buffer.from('0000001c6674797068656963000000006d69663168656963', 'hex');
    expect(detectImageType(heic)).toBe('heic');
  });

  it('refuses text, AVIF and empty files', () => {
    expect(detectImageType(Buffer.from('hello, this is not a photo'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    const avif = Buffer.from('0000001c667479706176696600000000617669666d696631', 'hex');
    expect(detectImageType(avif)).toBeNull();
  });
});

describe('dimensions from the header', () => {
  it('reads PNG and JPEG sizes without decoding', async () => {
    const png = await sharp({ create: { width: 123, height: 45, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    expect(pngDimensions(png)).toEqual({ width: 123, height: 45 });
    const jpegFile = await write('size.jpg', await jpegWithExif(321, 123, '2020:02:03 04:05:06'));
    expect(await jpegDimensions(jpegFile)).toEqual({ width: 321, height: 123 });
  });

  it('refuses a 30,000 × 30,000 PNG without decoding it', async () => {
    const file = await write('bomb.png', await hugePng(30_000, 30_000));
    const before = process.memoryUsage().rss;
    await expect(inspectImage(file)).rejects.toThrow(ImageRejected);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });
});

describe('EXIF dates', () => {
  it('keeps the wall-clock time the camera wrote', () => {
    expect(wallClockFromExif('2021:07:04 13:22:11')).toBe('2021-07-04T13:22:11.000');
    expect(wallClockFromExif('2021:07:04 23:59:59.5')).toBe('2021-07-04T23:59:59.500');
  });

  it('treats 1970-01-01, zeros and garbage as unknown', () => {
    expect(wallClockFromExif('1970:01:01 00:00:00')).toBeUndefined();
    expect(wallClockFromExif('0000:00:00 00:00:00')).toBeUndefined();
    expect(wallClockFromExif('yesterday')).toBeUndefined();
    expect(wallClockFromExif(42)).toBeUndefined();
  });

  it('reads DateTimeOriginal from a JPEG regardless of the server time zone', async () => {
    const file = await write('dated.jpg', await jpegWithExif(64, 48, '2019:12:31 23:30:00'));
    expect((await readExif(file)).dateTaken).toBe('2019-12-31T23:30:00.000');
  });
});

describe('inspectImage', () => {
  it('accepts a PNG named .jpg as PNG and rejects text named .jpg', async () => {
    const png = await write(
      'really-png.jpg',
      await sharp({ create: { width: 10, height: 20, channels: 3, background: '#00f' } })
        .png()
        .toBuffer(),
    );
    expect(await inspectImage(png)).toMatchObject({ type: 'png', mime: 'image/png', width: 10, height: 20 });
    const text = await write('notes.jpg', 'just some text\n');
    await expect(inspectImage(text)).rejects.toThrow('Only JPEG, PNG and HEIC photos can be uploaded.');
  });

  it('hashes content, not names', async () => {
    const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const a = await write('a.png', data);
    const b = await write('b.png', data);
    expect(await sha256File(a)).toBe(await sha256File(b));
    expect(await sha256File(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('makeThumbnails', () => {
  it('makes 300 / 800 / 1300 px JPEGs, WebP variants of the same size for 300 and 800, upright, never enlarged', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#abc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const thumbs = await makeThumbnails(big, 'jpeg');
    expect(thumbs.map((t) => [t.id, t.width, t.height])).toEqual([
      [300, 150, 300],
      [800, 400, 800],
      [1300, 650, 1300],
    ]);
    for (const t of thumbs) expect((await sharp(t.data).metadata()).format).toBe('jpeg');
    for (const t of thumbs.filter((t) => t.id < 1300)) {
      const webp = await sharp(t.webp).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(['webp', t.width, t.height]);
    }
    expect(thumbs.find((t) => t.id === 1300)?.webp).toBeUndefined();
    const small = await sharp({ create: { width: 500, height: 400, channels: 4, background: '#abcd' } })
      .png()
      .toBuffer();
    expect((await makeThumbnails(small, 'png')).map((t) => [t.id, t.width, t.height])).toEqual([
      [300, 300, 240],
      [800, 500, 400],
      [1300, 500, 400],
    ]);
  });

  it('decodes HEIC with the WebAssembly decoder', async () => {
    const jpeg = await write(
      'for-heic.jpg',
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c84' } })
        .jpeg()
        .toBuffer(),
    );
    const heic = path.join(dir, 'photo.heic');
    execFileSync('heif-enc', ['-q', '60', '-o', heic, jpeg]);
    const inspected = await inspectImage(heic);
    expect(inspected).toMatchObject({ type: 'heic', width: 640, height: 480 });
    const thumbs = await makeThumbnails(await fs.readFile(heic), 'heic');
    expect(thumbs.map((t) => [t.id, t.width, t.height])).toEqual([
      [300, 300, 225],
      [800, 640, 480],
      [1300, 640, 480],
    ]);
  });

  it('reads the date taken of a HEIC photo that heif-enc made from a JPEG with EXIF', async () => {
    const jpeg = await write('dated-for-heic.jpg', await jpegWithExif(64, 48, '2021:03:04 05:06:07', 7));
    const heic = path.join(dir, 'dated.heic');
    execFileSync('heif-enc', ['-q', '60', '-o', heic, jpeg]);
    expect((await inspectImage(heic)).dateTaken).toBe('2021-03-04T05:06:07.000');
  });
});

describe('unreadable images', () => {
  const noise = (width: number, height: number) =>
    sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } });

  it.each(['jpeg', 'png'] as const)('refuse a truncated %s whose header is whole', async (format) => {
    const whole = await noise(400, 300)[format]().toBuffer();
    const file = await write(`truncated.${format}`, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(inspectImage(file)).rejects.toThrow(new ImageRejected('unreadable'));
    const good = await write(`whole.${format}`, whole);
    expect((await inspectImage(good)).width).toBe(400);
  });
});
