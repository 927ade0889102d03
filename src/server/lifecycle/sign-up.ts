import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts, pendingSignUps } from '../db/schema';
import { hit } from '../auth/rate-limit';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/session-tokens';
import { insertAccount, normaliseEmail, type Account } from '../identity';
import { issueConfirmationToken, consumeConfirmationToken } from './confirmation-tokens';
import { queueSignUpAttemptMail, queueSignUpConfirmMail } from './mails';
import { invalidLink } from './email-change';

/** Sign-up mails to one address per hour (confirmation or "you have an account"): enough for its owner, too few to flood an inbox. */
export const SIGN_UP_MAILS_PER_HOUR = 3;

export interface SignUpRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: 'consumer' | 'b2b';
  companyName?: string;
  channelId: string;
  /** Where to land once confirmed (kept as typed; made safe on use). */
  returnTo?: string;
}

/**
 * Sign-up: the caller answers "check your inbox" whatever happens here. A new address gets a
 * confirmation link (the account is created only when it is confirmed); an address with an account
 * gets a mail with a sign-in and a new-password link. The password is hashed in both cases so the
 * answer takes as long for either.
 */
export async function requestSignUp(db: Db, input: SignUpRequest): Promise<void> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  if (!(await hit(db, `signupmail:email:${email}`, SIGN_UP_MAILS_PER_HOUR, 60 * 60 * 1000))) return;
  const [registered] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  if (registered) {
    await queueSignUpAttemptMail(db, { channelId: input.channelId, email });
    return;
  }
  await db.transaction(async (tx) => {
    const token = await issueConfirmationToken(tx, { kind: 'sign-up', accountId: null, email, channelId: input.channelId });
    await tx.insert(pendingSignUps).values({
      tokenHash: hashToken(token),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      userType: input.userType,
      companyName: input.companyName ?? null,
      returnTo: input.returnTo ?? null,
    });
    await queueSignUpConfirmMail(tx, { channelId: input.channelId, token, email });
  });
}

/**
 * The confirm button of the mailed link: uses the token and creates the account. An invalid, used
 * or expired link, or an address that got an account meanwhile (another confirmed link), is refused.
 */
export async function confirmSignUp(db: Db, token: string): Promise<{ account: Account; returnTo: string | null }> {
  return db.transaction(async (tx) => {
    const row = await consumeConfirmationToken(tx, 'sign-up', token);
    if (!row) throw invalidLink();
    const [pending] = await tx.select().from(pendingSignUps).where(eq(pendingSignUps.tokenHash, row.tokenHash));
    if (!pending) throw invalidLink();
    const { tokenHash: _, returnTo, companyName, ...details } = pending;
    const account = await insertAccount(tx, {
      ...details,
      companyName: companyName ?? undefined,
      email: row.email,
      channelId: row.channelId,
    });
    if (!account) throw invalidLink();
    await tx.delete(pendingSignUps).where(eq(pendingSignUps.tokenHash, row.tokenHash));
    return { account, returnTo };
  });
}
