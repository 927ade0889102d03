import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db';
import type { StoredThumbnail } from '../db/schema';
import type { ThumbnailSize } from '@/domain/constants';
import { putBlob } from '../storage';
import { insertPhotos, photoBlobKey, thumbnailWebpKey, type NewPhoto } from '../services/photo-management/photos';
import { addPhotosToAlbum, createAlbum } from '../services/photo-management/albums';
import { shareAlbum } from '../services/photo-management/shared';
import { renderDemoImage, type DemoImage, type DemoImageSpec } from './photos-images';
import type { Seeder, SeededAccount } from './seeders';

/**
 * Demo photo library: real generated JPEG and PNG files of several shapes with EXIF dates over several years (some with
 * no date, one on 1 January 1970 which counts as unknown), thumbnails made by sharp, albums, and a
 * shared album in each direction between the demo consumer and `friend`.
 *
 * The pictures are deterministic, so they are kept in a cache under the system temp folder: the first
 * seed on a machine renders them, later seeds (every test run starts from an empty database) copy them.
 */
const CACHE_DIR = path.join(os.tmpdir(), 'photo-account-demo-images-v4');
/**
 * The shapes of the demo photos, so the justified rows show at work: mostly 4:3 landscapes, with
 * portraits, squares, a few 16:9 frames and panoramas. Chosen by the photo's place in the plan (not by
 * the random numbers, so dates and months stay as they were).
 */
const SHAPES = {
  landscape: { width: 1600, height: 1200 },
  portrait: { width: 1200, height: 1600 },
  square: { width: 1400, height: 1400 },
  wide: { width: 1920, height: 1080 },
  panorama: { width: 2700, height: 900 },
} as const;

function shapeOf(i: number): { width: number; height: number } {
  if (i % 37 === 11) return SHAPES.panorama;
  if (i % 23 === 2) return SHAPES.wide;
  if (i % 7 === 3) return SHAPES.square;
  if (i % 5 === 1) return SHAPES.portrait;
  return SHAPES.landscape;
}
const RENDER_CONCURRENCY = 3;

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

interface PlannedPhoto {
  spec: DemoImageSpec;
  fileName: string;
  /** Days before now the photo was uploaded. */
  uploadedDaysAgo: number;
}

const SUBJECTS = [
  'Beach',
  'Mountains',
  'Birthday',
  'Garden',
  'City walk',
  'Picnic',
  'Snow day',
  'Concert',
  'Harbour',
  'Forest',
  'Museum',
  'Market',
];

/** The photos of one demo library: dated JPEGs over several years, a busy month, undated JPEGs and PNGs. */
function plan(key: string, count: number, seedBase: number): PlannedPhoto[] {
  const rnd = random(seedBase);
  const photos: PlannedPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const seed = seedBase + i;
    const subject = SUBJECTS[Math.floor(rnd() * SUBJECTS.length)];
    const kind = i % 17 === 5 ? 'png' : i % 13 === 7 ? 'undated' : 'dated';
    // A quarter of the dated photos fall in one busy month, so a month needs several pages.
    const busy = kind === 'dated' && i % 4 === 0;
    const year = busy ? 2024 : 2019 + Math.floor(rnd() * 7);
    const month = busy ? 8 : 1 + Math.floor(rnd() * (year === 2025 ? 10 : 12));
    const day = 1 + Math.floor(rnd() * 28);
    const time = `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}:${pad(Math.floor(rnd() * 60))}`;
    const exifDate = kind === 'dated' ? `${year}:${pad(month)}:${pad(day)} ${time}` : i === 7 ? '1970:01:01 00:00:00' : undefined;
    const caption = kind === 'dated' ? `${subject} · ${day}/${month}/${year}` : kind === 'png' ? `Screenshot ${i}` : `${subject} · no date`;
    photos.push({
      spec: { seed, caption, format: kind === 'png' ? 'png' : 'jpeg', exifDate, ...shapeOf(i) },
      fileName: kind === 'png' ? `screenshot-${key}-${i}.png` : `IMG_${String(1000 + seed).padStart(4, '0')}.jpg`,
      uploadedDaysAgo: Math.floor(rnd() * 400),
    });
  }
  return photos;
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/** The picture of a spec from the cache folder, rendered and cached on a miss. The meta file is written last. */
async function cachedImage(spec: DemoImageSpec): Promise<DemoImage> {
  const name = path.join(CACHE_DIR, crypto.createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 24));
  try {
    const meta = JSON.parse(await fs.readFile(`${name}.json`, 'utf8')) as {
      mime: string;
      thumbnails: { id: ThumbnailSize; width: number; height: number; webp: boolean }[];
    };
    return {
      mime: meta.mime,
      original: await fs.readFile(`${name}.original`),
      thumbnails: await Promise.all(
        meta.thumbnails.map(async (t) => ({
          ...t,
          data: await fs.readFile(`${name}-${t.id}.jpg`),
          webp: t.webp ? await fs.readFile(`${name}-${t.id}.webp`) : undefined,
        })),
      ),
    };
  } catch {
    const image = await renderDemoImage(spec);
    try {
      await fs.mkdir(CACHE_DIR, { recursive: true });
      await writeAtomically(`${name}.original`, image.original);
      for (const t of image.thumbnails) {
        await writeAtomically(`${name}-${t.id}.jpg`, t.data);
        if (t.webp) await writeAtomically(`${name}-${t.id}.webp`, t.webp);
      }
      await writeAtomically(
        `${name}.json`,
        JSON.stringify({
          mime: image.mime,
          thumbnails: image.thumbnails.map(({ data: _, webp, ...t }) => ({ ...t, webp: webp !== undefined })),
        }),
      );
    } catch {
      // A cache that cannot be written only makes the next seed slower.
    }
    return image;
  }
}

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

/** Renders (or reads from cache) and stores the pictures, then inserts the active photos. Returns ids in plan order. */
async function seedLibrary(db: Db, accountId: string, planned: PlannedPhoto[]): Promise<string[]> {
  const now = Date.now();
  const inputs = await mapLimited(planned, RENDER_CONCURRENCY, async (p): Promise<NewPhoto> => {
    const image = await cachedImage(p.spec);
    const id = crypto.randomUUID();
    const blobKey = photoBlobKey(accountId, id);
    await putBlob(blobKey, image.original);
    const thumbnails: StoredThumbnail[] = [];
    for (const t of image.thumbnails) {
      const key = photoBlobKey(accountId, id, t.id);
      await putBlob(key, t.data);
      if (t.webp) await putBlob(thumbnailWebpKey(key), t.webp);
      thumbnails.push({ id: t.id, width: t.width, height: t.height, key });
    }
    const uploaded = new Date(now - p.uploadedDaysAgo * 86_400_000 - Math.floor(p.spec.seed % 1000) * 1000);
    return {
      id,
      accountId,
      uploadId: `demo-${id}`,
      localFileName: p.fileName,
      contentHash: crypto.createHash('sha256').update(image.original).digest('hex'),
      mime: image.mime,
      byteSize: image.original.length,
      width: p.spec.width,
      height: p.spec.height,
      dateTaken: p.spec.exifDate ?? null,
      uploadEnd: uploaded,
      created: uploaded,
      status: 'active',
      blobKey,
      thumbnails,
    };
  });
  const rows = await insertPhotos(db, inputs);
  return rows.map((r) => r.id);
}

async function albumWith(db: Db, ownerId: string, name: string, photoIds: readonly string[]): Promise<string> {
  const { albumId } = await createAlbum(db, ownerId, name);
  if (photoIds.length) await addPhotosToAlbum(db, ownerId, albumId, photoIds);
  return albumId;
}

function find(accounts: SeededAccount[], key: SeededAccount['demo']['key']) {
  return accounts.find((a) => a.demo.key === key)?.account;
}

/** The demo libraries of the consumer, `friend` and the business account. */
const LIBRARIES = { consumer: plan('consumer', 300, 1000), friend: plan('friend', 24, 5000), business: plan('business', 30, 8000) };

/**
 * Renders the demo pictures into the cache once, for a test run that then starts several servers at a time:
 * on a machine without the cache each would render all of them itself.
 */
export async function warmDemoImageCache(): Promise<void> {
  await mapLimited(Object.values(LIBRARIES).flat(), RENDER_CONCURRENCY, (p) => cachedImage(p.spec));
}

export const seedPhotos: Seeder = async (db, accounts) => {
  const consumer = find(accounts, 'consumer');
  const friend = find(accounts, 'friend');
  const business = find(accounts, 'business');
  if (!consumer || !friend || !business) return;

  const mine = await seedLibrary(db, consumer.id, LIBRARIES.consumer);
  const theirs = await seedLibrary(db, friend.id, LIBRARIES.friend);
  const work = await seedLibrary(db, business.id, LIBRARIES.business);

  await albumWith(db, consumer.id, 'Summer holidays', mine.slice(0, 36));
  await albumWith(db, consumer.id, 'Family', mine.slice(40, 60));
  await albumWith(db, consumer.id, 'Birthdays', mine.slice(60, 70));
  await albumWith(db, consumer.id, 'Ideas for a photo book', []);
  const sharedByConsumer = await albumWith(db, consumer.id, 'Weekend with Sam', mine.slice(100, 112));
  await shareAlbum(db, sharedByConsumer, [friend.id]);

  const sharedByFriend = await albumWith(db, friend.id, "Sam's road trip", theirs.slice(0, 16));
  await shareAlbum(db, sharedByFriend, [consumer.id]);
  await albumWith(db, friend.id, 'Cats', theirs.slice(16, 22));

  await albumWith(db, business.id, 'Product shots', work.slice(0, 20));
};
