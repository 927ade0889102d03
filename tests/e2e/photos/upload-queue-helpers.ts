import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { jpegWithExif } from './api-upload-fixtures';
import { TEST_DATA_DIR } from '../support/server-env';

/** Shared steps of the tests of uploads that go on with the upload window closed. */

/**
 * Holds the bytes of every file upload (tus PATCH) until the test lets one through with `open()`, so
 * uploads are still running when the test closes the window. `waiting()` counts the held requests.
 */
export async function holdUploads(page: Page) {
  let credits = 0;
  const held: (() => void)[] = [];
  await page.route(/\/api\/upload\/files\/[^/?]+/, async (route) => {
    if (route.request().method() === 'PATCH') {
      await new Promise<void>((resolve) => {
        if (credits > 0) {
          credits--;
          resolve();
        } else held.push(resolve);
      });
    }
    // A held upload the page stopped meanwhile is gone: nothing to let through.
    await route.fallback().catch(() => {});
  });
  return {
    waiting: () => held.length,
    /** Lets `count` uploads through: those held now first, then the next ones as they come. */
    open: (count = 1) => {
      for (let i = 0; i < count; i++) {
        const next = held.shift();
        if (next) next();
        else credits++;
      }
    },
  };
}

/**
 * Distinct small JPEGs written to a folder of their own, to be picked as a person would (no MIME type given).
 * It lies in the run's data folder, which the global teardown removes.
 */
export async function jpegFiles(names: string[], date: string, seed = 1): Promise<string[]> {
  fs.mkdirSync(TEST_DATA_DIR, { recursive: true });
  const dir = fs.mkdtempSync(path.join(TEST_DATA_DIR, 'upload-queue-'));
  return Promise.all(
    names.map(async (name, i) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, await jpegWithExif(64, 48, date, seed + i));
      return file;
    }),
  );
}

/**
 * Drags files from outside the page onto `selector` as the browser does (Playwright's way: a
 * DataTransfer built in the page, here from the real bytes of files on disk, with no MIME type):
 * dragenter and dragover, then `drop` unless `drop` is false.
 */
export async function dragFiles(page: Page, selector: string, files: string[], { drop = true } = {}) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const f of list) transfer.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name));
      return transfer;
    },
    files.map((file) => ({ name: path.basename(file), base64: fs.readFileSync(file).toString('base64') })),
  );
  await page.dispatchEvent(selector, 'dragenter', { dataTransfer });
  await page.dispatchEvent(selector, 'dragover', { dataTransfer });
  if (drop) await page.dispatchEvent(selector, 'drop', { dataTransfer });
  return dataTransfer;
}
