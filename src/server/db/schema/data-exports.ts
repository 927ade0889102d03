import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, bigint, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { accounts } from './identity';
import { descending, fk, ts } from './columns';

export type DataExportState = 'pending' | 'ready' | 'failed';

/** Personal data exports: at most one pending per account. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
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
    fk(t.accountId, accounts.id).onDelete('cascade'),
    check('data_exports_state_check', sql`state IN ('pending', 'ready', 'failed')`),
    index('data_exports_account').on(t.accountId, descending(t.createdAt)),
    index('data_exports_expiry').on(t.expiresAt),
    uniqueIndex('data_exports_one_pending')
      .on(t.accountId)
      .where(sql`state = 'pending'`),
  ],
);
