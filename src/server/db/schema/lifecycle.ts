import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, integer, index } from 'drizzle-orm/pg-core';
import { accounts } from './identity';
import type { ConfirmationKind } from '@/domain/schemas/account';
import { fk, pkey, ts } from './columns';

/** Outgoing mail, written in the caller's transaction and delivered by `src/server/mail`. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** pending → sending (claimed) → sent; failed after the last retry. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    claimedUntil: ts('claimed_until'),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`status IN ('pending', 'sending')`),
  ],
);

export type { ConfirmationKind };

/** Single-use confirmation tokens; only the SHA-256 of the token is stored. */
export const confirmationTokens = pgTable(
  'confirmation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<ConfirmationKind>().notNull(),
    accountId: uuid('account_id'),
    /** The new address (e-mail change), the account's address (deletion), the subscribing address (newsletter) or the signing-up address. */
    email: text('email').notNull(),
    channelId: text('channel_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [fk(t.accountId, accounts.id).onDelete('cascade'), index('confirmation_tokens_account').on(t.accountId)],
);

/**
 * A sign-up until its address is confirmed from the mailed link (kind 'sign-up' of confirmationTokens);
 * only then is the account created from it. The password is kept only as its hash.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').$type<'consumer' | 'b2b'>().notNull(),
    companyName: text('company_name'),
    returnTo: text('return_to'),
  },
  (t) => [fk(t.tokenHash, confirmationTokens.tokenHash).onDelete('cascade')],
);

/** Newsletter double opt-in per address and channel (e-mail gateway). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text('email').notNull(),
    channelId: text('channel_id').notNull(),
    accountId: uuid('account_id'),
    confirmedAt: ts('confirmed_at'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
  },
  (t) => [pkey(t.email, t.channelId), fk(t.accountId, accounts.id).onDelete('set null')],
);
