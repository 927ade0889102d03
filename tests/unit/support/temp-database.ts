import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, afterAll, inject } from 'vitest';
import { openDatabase, type Database, type Db } from '@/server/db';
import { migrate } from '@/server/db/migrate';

/**
 * A migrated PGlite database in a temporary folder for the tests of one file, removed afterwards: a copy of
 * the run's template (tests/unit/support/global-setup.ts), which migrate() finds up to date.
 */
export function useTempDatabase(name: string): { readonly database: Database; readonly db: Db } {
  let database: Database | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
    database = await openDatabase(undefined, dir);
    await migrate(database);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get database() {
      return database!;
    },
    get db() {
      return database!.db;
    },
  };
}
