import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import {
  accounts,
  confirmationTokens,
  customers,
  addresses,
  newsletterSubscriptions,
  refreshTokens,
  rateLimits,
  shopOrders,
} from '../db/schema';
import { hit } from '../auth/rate-limit';
import { deletePrefix } from '../storage';
import { enqueueJob, cancelQueuedJobs, PermanentJobError, jobSettings, type JobDefinition } from '../jobs';
import { reportError, reporter } from '../reporter';
import { HttpError, tooManyRequests } from '../http/errors';
import { issueConfirmationToken, consumeConfirmationToken, revokeOpenTokens } from './confirmation-tokens';
import { queueDeletionMail, queueAccountDeletedMail } from './mails';
import { invalidLink } from './email-change';

const DELETION_REQUESTS_PER_ACCOUNT = 5;
const DELETION_WINDOW_MS = 60 * 60 * 1000;

/**
 * Tables a shop must keep after a deletion (bookkeeping): rows stay, linked to the anonymised
 * account row, which no longer holds an e-mail, password, name or address. Of their own fields only
 * an order's delivery address (and its parcel's tracking number) is personal: the confirm step scrubs the address down to its country and drops the number. Order
 * products hold none; an invoice keeps the billing details it was issued with, as an issued invoice must.
 */
export const KEPT_TABLE = /order|invoice/;

/** Blob prefixes that belong to an account alone. */
const accountBlobPrefixes = (accountId: string) => [
  `photos/${accountId}`,
  `downloads/${accountId}`,
  `uploads/${accountId}`,
  `product-pdfs/${accountId}`,
];

/** The scrubbed address a deleted account keeps, so its real address can sign up again. */
export const deletedEmail = (accountId: string) => `deleted-${accountId}@deleted.invalid`;

/** POST …/deleteaccount: mails a 24-hour confirmation link to the account's address. */
export async function requestAccountDeletion(db: Db, input: { accountId: string; channelId: string }): Promise<void> {
  if (!(await hit(db, `deletion:account:${input.accountId}`, DELETION_REQUESTS_PER_ACCOUNT, DELETION_WINDOW_MS))) {
    throw tooManyRequests('Too many deletion requests, please try again later');
  }
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, input.accountId), eq(accounts.accountDeleted, false)));
  if (!account) throw new HttpError(404, 'Customer not found');
  await db.transaction(async (tx) => {
    await revokeOpenTokens(tx, account.id, 'account-deletion');
    const token = await issueConfirmationToken(tx, {
      kind: 'account-deletion',
      accountId: account.id,
      email: account.email,
      channelId: input.channelId,
    });
    await queueDeletionMail(tx, { channelId: input.channelId, token, email: account.email });
  });
}

type PhotoModule = { deleteAllPhotos?: (db: Db, accountId: string) => Promise<unknown> };
// The photo service keeps per-month counts and album covers consistent when it deletes; use it when present.
const photoModules = import.meta.glob<PhotoModule>('../services/photo-management/photos.ts');

/** Deletes the account's rows in every table that references accounts, except the kept ones. */
async function purgeAccountRows(db: Db, accountId: string): Promise<string[]> {
  const refs = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT cl.relname AS table_name, att.attname AS column_name
    FROM pg_constraint con
    JOIN pg_class cl ON cl.oid = con.conrelid
    JOIN pg_namespace ns ON ns.oid = cl.relnamespace
    JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
    WHERE con.contype = 'f' AND con.confrelid = 'accounts'::regclass AND cardinality(con.conkey) = 1
      AND ns.nspname = current_schema()
    ORDER BY cl.relname`);
  const purged: string[] = [];
  let pending = refs.rows.filter((r) => !KEPT_TABLE.test(r.table_name));
  // A few passes let rows that reference each other go in whatever order the constraints allow.
  for (let pass = 0; pass < 3 && pending.length > 0; pass++) {
    const failed: typeof pending = [];
    for (const ref of pending) {
      try {
        await db.execute(sql`DELETE FROM ${sql.identifier(ref.table_name)} WHERE ${sql.identifier(ref.column_name)} = ${accountId}`);
        purged.push(ref.table_name);
      } catch (error) {
        if (pass === 2) reportError(error, { accountId, table: ref.table_name, stage: 'account-purge' });
        failed.push(ref);
      }
    }
    pending = failed;
  }
  return purged;
}

/** Removes everything of a deleted account that the shop need not keep: photos and their files, albums, data. */
export async function purgeAccountData(db: Db, accountId: string): Promise<void> {
  for (const load of Object.values(photoModules)) {
    const mod = await load();
    await mod.deleteAllPhotos?.(db, accountId).catch((error: unknown) => reportError(error, { accountId, stage: 'photo-delete' }));
  }
  const purged = await purgeAccountRows(db, accountId);
  for (const prefix of accountBlobPrefixes(accountId)) await deletePrefix(prefix);
  reporter.info({ accountId, purged }, 'account data purged');
}

/** The back-up job that purges a deleted account's data when the process that confirmed it died first. */
export const ACCOUNT_PURGE_JOB = 'account.purge';

export const jobHandlers: JobDefinition[] = [
  {
    type: ACCOUNT_PURGE_JOB,
    handle: async (payload, { db }) => {
      const accountId = typeof payload.accountId === 'string' ? payload.accountId : '';
      if (!/^[0-9a-f-]{36}$/i.test(accountId)) throw new PermanentJobError('payload.accountId must be an account id');
      await purgeAccountData(db, accountId);
      return { accountId };
    },
  },
];

/**
 * POST …/deleteaccount/{token}/actions/confirm: in one transaction uses the token, scrubs the
 * account row (kept with account_deleted = true) and the delivery addresses of its kept orders, ends
 * every session and queues a purge job that waits one job lease; then purges the data at once and cancels that job. A crash before the purge
 * ends leaves the job to finish it after the restart (the purge is safe to run again).
 */
export async function confirmAccountDeletion(db: Db, token: string, idpSub?: string): Promise<{ accountId: string }> {
  const { accountId, purgeJob } = await db.transaction(async (tx) => {
    const row = await consumeConfirmationToken(tx, 'account-deletion', token);
    if (!row?.accountId) throw invalidLink();
    const [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, row.accountId), eq(accounts.accountDeleted, false)))
      .for('update');
    if (!account || (idpSub && account.idpSub !== idpSub)) throw invalidLink();
    await tx
      .update(accounts)
      .set({
        accountDeleted: true,
        email: deletedEmail(account.id),
        passwordHash: '!deleted',
        tokensValidAfter: new Date(),
      })
      .where(eq(accounts.id, account.id));
    await tx.delete(refreshTokens).where(eq(refreshTokens.accountId, account.id));
    await queueAccountDeletedMail(tx, { channelId: row.channelId, email: account.email });
    await tx
      .update(shopOrders)
      // The parcel number finds the delivery address at the carrier: it goes with the address.
      .set({ deliveryAddress: sql`jsonb_build_object('country', ${shopOrders.deliveryAddress} -> 'country')`, trackingNumber: null })
      .where(eq(shopOrders.accountId, account.id));
    await tx.delete(addresses).where(eq(addresses.accountId, account.id));
    await tx.delete(customers).where(eq(customers.accountId, account.id));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, account.email));
    await tx.delete(confirmationTokens).where(eq(confirmationTokens.accountId, account.id));
    const limitKeys = [
      `signin:email:${account.email}`,
      ...['emailchange', 'deletion', 'newsletter'].map((k) => `${k}:account:${account.id}`),
    ];
    await tx.delete(rateLimits).where(inArray(rateLimits.key, limitKeys));
    const purgeJob = await enqueueJob(
      tx,
      ACCOUNT_PURGE_JOB,
      { accountId: account.id },
      { runAfter: new Date(Date.now() + jobSettings.leaseMs), maxAttempts: 10 },
    );
    return { accountId: account.id, purgeJob };
  });
  await purgeAccountData(db, accountId);
  await cancelQueuedJobs(db, [purgeJob]);
  return { accountId };
}
