import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { hit } from '../auth/rate-limit';
import { hashPassword, verifyPassword, dummyHash } from '../auth/password';
import { revokeAllSessions } from '../auth/session-tokens';
import { normaliseEmail, type Account } from '../identity';
import { HttpError, tooManyRequests } from '../http/errors';
import { issueConfirmationToken, consumeConfirmationToken, revokeOpenTokens } from './confirmation-tokens';
import { queuePasswordResetMail, queuePasswordChangedMail } from './mails';
import { invalidLink } from './email-change';

/** Reset mails per address and per client address an hour: a reset mails an inbox, so it is limited. */
export const PASSWORD_RESET_LIMIT_PER_EMAIL = 3;
export const PASSWORD_RESET_LIMIT_PER_ADDRESS = 20;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60 * 1000;

/**
 * Mails a 1-hour, single-use reset link when the address belongs to an account. The caller answers the
 * same whether or not it does, so the form tells nobody which addresses have accounts.
 */
export async function requestPasswordReset(db: Db, input: { email: string; channelId: string; clientAddress: string }): Promise<void> {
  const email = normaliseEmail(input.email);
  const byEmail = await hit(db, `passwordreset:email:${email}`, PASSWORD_RESET_LIMIT_PER_EMAIL, PASSWORD_RESET_WINDOW_MS);
  const byAddress = await hit(db, `passwordreset:ip:${input.clientAddress}`, PASSWORD_RESET_LIMIT_PER_ADDRESS, PASSWORD_RESET_WINDOW_MS);
  if (!byAddress) throw tooManyRequests('Too many password reset requests, please try again later');
  // Over the per-address limit the answer stays the same: no more mails, and no hint either way.
  if (!byEmail) return;
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.email, email), eq(accounts.accountDeleted, false)));
  if (!account) return;
  await db.transaction(async (tx) => {
    await revokeOpenTokens(tx, account.id, 'password-reset');
    const token = await issueConfirmationToken(tx, { kind: 'password-reset', accountId: account.id, email, channelId: input.channelId });
    await queuePasswordResetMail(tx, { channelId: input.channelId, token, email });
  });
}

/** Sets a new password and ends every session of the account, with a notice mail, in one transaction. */
async function setPassword(tx: Db, account: Account, password: string, channelId: string): Promise<void> {
  await tx
    .update(accounts)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(accounts.id, account.id));
  await revokeAllSessions(tx, account.id);
  await revokeOpenTokens(tx, account.id, 'password-reset');
  await queuePasswordChangedMail(tx, { channelId, email: account.email });
}

/** Uses a reset link (POST only: a mail scanner's GET never gets here) and sets the new password. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await consumeConfirmationToken(tx, 'password-reset', token);
    if (!row?.accountId) throw invalidLink();
    const [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, row.accountId), eq(accounts.accountDeleted, false)));
    if (!account) throw invalidLink();
    await setPassword(tx, account, password, row.channelId);
  });
}

/**
 * A signed-in password change: the current password is asked again; every session ends (the caller
 * signs this browser in again with fresh tokens) and the customer gets a notice mail.
 */
export async function changePassword(
  db: Db,
  input: { accountId: string; current: string; password: string; channelId: string },
): Promise<Account> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, input.accountId), eq(accounts.accountDeleted, false)));
  const ok = await verifyPassword(input.current, account?.passwordHash ?? (await dummyHash()));
  if (!account || !ok) throw new HttpError(401, 'The password is not correct');
  await db.transaction((tx) => setPassword(tx as unknown as Db, account, input.password, input.channelId));
  return account;
}
