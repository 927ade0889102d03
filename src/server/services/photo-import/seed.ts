import sharp from 'sharp';
import type { Db } from '../../db';
import type { SeededAccount } from '../../seed/seeders';
import { addEditorUpload } from './editor-uploads';

/** A small real JPEG with an EXIF date, as the product editor would have stored it. */
async function editorImage(label: string, hue: number, date: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="hsl(${hue},60%,55%)"/><text x="40" y="260" font-size="56" fill="white">${label}</text></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 82 })
    .withExif({ IFD2: { DateTimeOriginal: date } })
    .toBuffer();
}

const PLAN: Partial<Record<SeededAccount['demo']['key'], { name: string; date: string }[]>> = {
  business: [
    { name: 'brochure-cover.jpg', date: '2023:04:12 09:30:00' },
    { name: 'team-photo.jpg', date: '2023:04:12 11:05:42' },
  ],
  businessNew: [
    { name: 'logo-draft.jpg', date: '2024:01:20 15:00:00' },
    { name: 'shop-front.jpg', date: '2024:01:21 10:12:13' },
    { name: 'product-shot.jpg', date: '2024:02:02 16:45:00' },
  ],
};

/**
 * Editor uploads made before the photo library existed: the business demo accounts have some, so
 * their library is NOT_ACTIVE until activated (POST /users/activate imports them). Two anonymous
 * uploads stand for files uploaded before signing in.
 */
export async function seedEditorUploads(db: Db, accounts: SeededAccount[]): Promise<void> {
  let hue = 10;
  for (const { demo, account } of accounts) {
    for (const file of PLAN[demo.key] ?? []) {
      await addEditorUpload(db, account.id, file.name, await editorImage(file.name.replace(/\.jpg$/, ''), (hue += 47) % 360, file.date));
    }
  }
  for (const name of ['anonymous-1.jpg', 'anonymous-2.jpg']) {
    await addEditorUpload(db, null, name, await editorImage(name, (hue += 47) % 360, '2022:12:24 18:00:00'));
  }
}
