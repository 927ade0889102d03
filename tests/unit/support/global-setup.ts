import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db';
import { migrate } from '@/server/db/migrate';
import { warmDemoImageCache } from '@/server/seed/photos';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: one migrated PGlite data folder for the whole run, which each test file's temporary
 * database starts as a copy of (tests/unit/support/temp-database.ts). A fresh PGlite takes about 5 s to make
 * its cluster and migrate, a copy about 1 s; 27 test files start one. The demo pictures are rendered into
 * their cache here too, once: on a machine without the cache, the four servers the integration tests start
 * at once each rendered all of them, and one took about 145 s of the 180 s a server may take to start.
 */
export default async function setup(project: TestProject) {
  await warmDemoImageCache();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const database = await openDatabase(undefined, dir);
  await migrate(database);
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
