import { getTableName, sql } from 'drizzle-orm';
import { bigint, check, index, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import type { DownloadItem } from '@/domain/schemas/uploads';
import { accounts } from './identity';
import { descending, fk, ts } from './columns';

/**
 * A zip that a job makes for an account (photo downloads, personal data exports): pending until the job
 * stores it (ready) or gives up (failed), offered until it expires.
 */
export const archiveColumns = () => ({
  state: text('state').notNull().$type<DownloadItem['state']>().default('pending'),
  blobKey: text('blob_key'),
  size: bigint('size', { mode: 'number' }),
  error: text('error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  readyAt: ts('ready_at'),
  expiresAt: ts('expires_at').notNull(),
});

/** An archive table's keys: gone with its account, its states, the account's list newest first, the expiry sweep. */
export function archiveKeys(t: { accountId: ExtraConfigColumn; createdAt: ExtraConfigColumn; expiresAt: ExtraConfigColumn }) {
  const table = getTableName(t.accountId.table);
  return [
    fk(t.accountId, accounts.id).onDelete('cascade'),
    check(`${table}_state_check`, sql`state IN ('pending', 'ready', 'failed')`),
    index(`${table}_account`).on(t.accountId, descending(t.createdAt)),
    index(`${table}_expiry`).on(t.expiresAt),
  ];
}
