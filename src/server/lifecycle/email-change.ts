import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { hit } from '../auth/rate-limit';
import { revokeAllSessions } from '../auth/session-tokens';
import { normaliseEmail } from '../identity';
import { verifyPassword } from '../auth/password';
import { HttpError, conflict, tooManyRequests } from '../http/errors';
import { issueConfirmationToken, consumeConfirmationToken, revokeOpenTokens } from './confirmation-tokens';
import { queueEmailChangeMails, queueEmailChangedMail } from './mails';

/** Real limits on e-mail change requests (spec §8: 429), per account and per client address. */
export const EMAIL_CHANGE_LIMIT_PER_ACCOUNT = 5;
export const EMAIL_CHANGE_LIMIT_PER_ADDRESS = 30;
export const EMAIL_CHANGE_WINDOW_MS = 60 * 60 * 1000;

export const EMAIL_IN_USE = 'E-mail already in use';
export const WRONG_PASSWORD = 'The password is not correct';
export const INVALID_LINK = 'This confirmation link is invalid, used or expired';

export const invalidLink = () => new HttpError(400, INVALID_LINK);

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 4; i++, e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function emailTaken(db: Db, email: string, exceptAccountId?: string): Promise<boolean> {
  const where = exceptAccountId ? and(eq(accounts.email, email), ne(accounts.id, exceptAccountId)) : eq(accounts.email, email);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(where).limit(1);
  return Boolean(row);
}

export interface EmailChangeRequest {
  accountId: string;
  newEmail: string;
  channelId: string;
  clientAddress: string;
  /** The current password, asked again (form and API alike); checked after the request is counted, so the limits also bound guessing. */
  password: string;
}

/**
 * POST …/emailchanges: counts the request against both limits first (so 409 cannot be used to
 * probe addresses quickly), checks the current password (a token alone may not move the account),
 * then mails a 1-hour link to the new address and a notice to the old.
 */
export async function requestEmailChange(db: Db, input: EmailChangeRequest): Promise<void> {
  const byAccount = await hit(db, `emailchange:account:${input.accountId}`, EMAIL_CHANGE_LIMIT_PER_ACCOUNT, EMAIL_CHANGE_WINDOW_MS);
  const byAddress = await hit(db, `emailchange:ip:${input.clientAddress}`, EMAIL_CHANGE_LIMIT_PER_ADDRESS, EMAIL_CHANGE_WINDOW_MS);
  if (!byAccount || !byAddress) throw tooManyRequests('Too many e-mail change requests, please try again later');
  const newEmail = normaliseEmail(input.newEmail);
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, input.accountId), eq(accounts.accountDeleted, false)));
  if (!account) throw new HttpError(404, 'Customer not found');
  if (!input.password || !(await verifyPassword(input.password, account.passwordHash))) throw new HttpError(401, WRONG_PASSWORD);
  if (account.email === newEmail || (await emailTaken(db, newEmail))) throw conflict(EMAIL_IN_USE);
  await db.transaction(async (tx) => {
    await revokeOpenTokens(tx, account.id, 'email-change');
    const token = await issueConfirmationToken(tx, {
      kind: 'email-change',
      accountId: account.id,
      email: newEmail,
      channelId: input.channelId,
    });
    await queueEmailChangeMails(tx, { channelId: input.channelId, token, oldEmail: account.email, newEmail });
  });
}

/**
 * POST …/emailchanges/{token}/actions/confirm: uses the token, moves the account to the new
 * address and ends every session of the account. `idpSub` binds the token to the path's identity.
 */
export async function confirmEmailChange(db: Db, token: string, idpSub?: string): Promise<{ accountId: string; email: string }> {
  let changed: { accountId: string; email: string; oldEmail: string; channelId: string };
  try {
    changed = await db.transaction(async (tx) => {
      const row = await consumeConfirmationToken(tx, 'email-change', token);
      if (!row?.accountId) throw invalidLink();
      const [account] = await tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, row.accountId), eq(accounts.accountDeleted, false)));
      if (!account || (idpSub && account.idpSub !== idpSub)) throw invalidLink();
      if (await emailTaken(tx, row.email, account.id)) throw conflict(EMAIL_IN_USE);
      await tx.update(accounts).set({ email: row.email }).where(eq(accounts.id, account.id));
      await queueEmailChangedMail(tx, { channelId: row.channelId, oldEmail: account.email, newEmail: row.email });
      // In the same transaction: a crash cannot leave the address changed with the old sessions alive.
      await revokeAllSessions(tx, account.id);
      return { accountId: account.id, email: row.email, oldEmail: account.email, channelId: row.channelId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
    throw error;
  }
  return { accountId: changed.accountId, email: changed.email };
}
