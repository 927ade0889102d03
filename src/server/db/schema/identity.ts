import { pgTable, text, boolean, uuid, jsonb, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { fk, ts } from './columns';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    idpType: text('idp_type').notNull().default('local'),
    idpSub: uuid('idp_sub').notNull().defaultRandom(),
    userType: text('user_type').notNull().default('consumer'),
    channelId: text('channel_id').notNull(),
    accountDeleted: boolean('account_deleted').notNull().default(false),
    /** Access tokens issued before this moment are refused (sign out everywhere). */
    tokensValidAfter: ts('tokens_valid_after').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_live').on(t.email)],
);

export const customers = pgTable(
  'customers',
  {
    accountId: uuid('account_id').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    businessStatus: text('business_status'),
    paymentMethod: text('payment_method'),
    ftpCallbackUrl: text('ftp_callback_url'),
    ftpCallbackFormat: text('ftp_callback_format'),
    newsletter: boolean('newsletter').notNull().default(false),
    hideOrderPrints: boolean('hide_order_prints').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [fk(t.accountId, accounts.id).onDelete('cascade')],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [fk(t.accountId, accounts.id).onDelete('cascade'), index('addresses_account').on(t.accountId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id').notNull(),
    familyId: uuid('family_id').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    fk(t.accountId, accounts.id).onDelete('cascade'),
    index('refresh_tokens_family').on(t.familyId),
    index('refresh_tokens_account').on(t.accountId),
  ],
);

/** Fixed-window counters for rate limits (sign-in, e-mail change …), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEnds: ts('window_ends').notNull(),
  /** Sign-in back-off: no attempt of this key is heard before this time. */
  nextAttemptAt: ts('next_attempt_at'),
});

/** Remote feature flags (spec §6), per channel or for all channels ('*'). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    channelId: text('channel_id').notNull(),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [uniqueIndex('feature_flags_key').on(t.channelId, t.flag)],
);

/** Public per-channel configuration (spec §7 'public config /{channel}'): menus and routes. */
export const publicConfig = pgTable('public_config', {
  channelId: text('channel_id').primaryKey(),
  config: jsonb('config').notNull(),
});
