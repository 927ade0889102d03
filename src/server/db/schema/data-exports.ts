import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, bigint, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export type DataExportState = 'pending' | 'ready' | 'failed';

/** Personal data exports (migration 0450): at most one pending per account. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    state: text('state').notNull().$type<DataExportState>().default('pending'),
    blobKey: text('blob_key'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('data_exports_account').on(t.accountId, t.createdAt),
    index('data_exports_expiry').on(t.expiresAt),
    uniqueIndex('data_exports_one_pending')
      .on(t.accountId)
      .where(sql`state = 'pending'`),
  ],
);
