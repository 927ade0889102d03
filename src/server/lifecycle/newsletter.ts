import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { customers, newsletterSubscriptions } from '../db/schema';
import { hit } from '../auth/rate-limit';
import { normaliseEmail } from '../identity';
import { tooManyRequests } from '../http/errors';
import { issueConfirmationToken, consumeConfirmationToken } from './confirmation-tokens';
import { queueNewsletterMail } from './mails';
import { invalidLink } from './email-change';

export const NEWSLETTER_REQUESTS_PER_ACCOUNT = 5;
const NEWSLETTER_WINDOW_MS = 60 * 60 * 1000;

/** The subscribe control in settings: records the request and mails the 24-hour opt-in link (double opt-in). */
export async function requestSubscription(db: Db, input: { accountId: string; email: string; channelId: string }): Promise<void> {
  if (!(await hit(db, `newsletter:account:${input.accountId}`, NEWSLETTER_REQUESTS_PER_ACCOUNT, NEWSLETTER_WINDOW_MS))) {
    throw tooManyRequests('Too many subscription requests, please try again later');
  }
  const email = normaliseEmail(input.email);
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriptions)
      .values({ email, channelId: input.channelId, accountId: input.accountId })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.email, newsletterSubscriptions.channelId],
        set: { requestedAt: sql`now()`, accountId: input.accountId },
      });
    const token = await issueConfirmationToken(tx, { kind: 'newsletter', accountId: input.accountId, email, channelId: input.channelId });
    await queueNewsletterMail(tx, { channelId: input.channelId, token, email });
  });
}

/** E-mail gateway POST /api/v1/Profiles/{email}/subscription/confirm/{token}: the token must belong to that address. */
export async function confirmSubscription(db: Db, email: string, token: string): Promise<{ email: string; channelId: string }> {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const row = await consumeConfirmationToken(tx, 'newsletter', token);
    if (!row || row.email !== address) throw invalidLink();
    await tx
      .insert(newsletterSubscriptions)
      .values({ email: address, channelId: row.channelId, accountId: row.accountId, confirmedAt: new Date() })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.email, newsletterSubscriptions.channelId],
        set: { confirmedAt: sql`now()` },
      });
    if (row.accountId)
      await tx.update(customers).set({ newsletter: true, updatedAt: new Date() }).where(eq(customers.accountId, row.accountId));
    return { email: address, channelId: row.channelId };
  });
}

export async function unsubscribe(db: Db, input: { accountId: string; email: string; channelId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.email, normaliseEmail(input.email)), eq(newsletterSubscriptions.channelId, input.channelId)));
    await tx.update(customers).set({ newsletter: false, updatedAt: new Date() }).where(eq(customers.accountId, input.accountId));
  });
}

/** Whether the address has a confirmed subscription on the channel, or one waiting for its opt-in. */
export async function subscriptionState(db: Db, email: string, channelId: string): Promise<'subscribed' | 'pending' | 'none'> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, normaliseEmail(email)), eq(newsletterSubscriptions.channelId, channelId)));
  if (!row) return 'none';
  return row.confirmedAt ? 'subscribed' : 'pending';
}
