import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db';
import { migrate } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: one migrated PGlite data folder for the whole run, which each test file's temporary
 * database starts as a copy of (tests/unit/support/temp-database.ts). A fresh PGlite takes about 5 s to make
 * its cluster and migrate, a copy about 1 s; 27 test files start one.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const database = await openDatabase(undefined, dir);
  await migrate(database);
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
