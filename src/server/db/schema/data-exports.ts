import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { archiveColumns, archiveKeys } from './archives';

/** Personal data exports: at most one pending per account. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    channelId: text('channel_id').notNull(),
    ...archiveColumns(),
  },
  (t) => [
    ...archiveKeys(t),
    uniqueIndex('data_exports_one_pending')
      .on(t.accountId)
      .where(sql`state = 'pending'`),
  ],
);
