import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, afterAll } from 'vitest';
import { openDatabase, type Database, type Db } from '@/server/db';
import { migrate } from '@/server/db/migrate';

/** A migrated PGlite database in a temporary folder for the tests of one file, removed afterwards. */
export function useTempDatabase(name: string): { readonly database: Database; readonly db: Db } {
  let database: Database | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
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
