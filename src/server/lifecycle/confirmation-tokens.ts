import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../auth/session-tokens';
import { confirmationTokens, type ConfirmationKind } from '../db/schema';
import type { DbOrTx } from '../mail';

/** How long a confirmation link works: e-mail change and password reset 1 hour, deletion, newsletter and sign-up 24 hours. */
export const TOKEN_TTL_MS: Record<ConfirmationKind, number> = {
  'email-change': 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  'account-deletion': 24 * 60 * 60 * 1000,
  newsletter: 24 * 60 * 60 * 1000,
  'sign-up': 24 * 60 * 60 * 1000,
};

export type ConfirmationRow = typeof confirmationTokens.$inferSelect;

/** Creates a random single-use token; only its hash is stored. Returns the token for the mail link. */
export async function issueConfirmationToken(
  db: DbOrTx,
  input: { kind: ConfirmationKind; accountId: string | null; email: string; channelId: string },
): Promise<string> {
  const token = randomToken();
  await db.insert(confirmationTokens).values({
    tokenHash: hashToken(token),
    kind: input.kind,
    accountId: input.accountId,
    email: input.email,
    channelId: input.channelId,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[input.kind]),
  });
  return token;
}

function usable(kind: ConfirmationKind, token: string) {
  return and(
    eq(confirmationTokens.tokenHash, hashToken(token)),
    eq(confirmationTokens.kind, kind),
    isNull(confirmationTokens.usedAt),
    gt(confirmationTokens.expiresAt, new Date()),
  );
}

/** Whether a token could still be used, without using it (what a GET of a link may do). */
export async function peekConfirmationToken(db: DbOrTx, kind: ConfirmationKind, token: string): Promise<ConfirmationRow | null> {
  const [row] = await db.select().from(confirmationTokens).where(usable(kind, token));
  return row ?? null;
}

/**
 * Uses a token: one UPDATE that succeeds for exactly one caller, so two clicks (or two instances)
 * cannot both confirm. Returns the row, or null when the token is unknown, used or expired.
 */
export async function consumeConfirmationToken(db: DbOrTx, kind: ConfirmationKind, token: string): Promise<ConfirmationRow | null> {
  const [row] = await db.update(confirmationTokens).set({ usedAt: new Date() }).where(usable(kind, token)).returning();
  return row ?? null;
}

/** Invalidates the open tokens of one kind for an account (a newer request replaces older links). */
export async function revokeOpenTokens(db: DbOrTx, accountId: string, kind: ConfirmationKind): Promise<void> {
  await db
    .update(confirmationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(confirmationTokens.accountId, accountId), eq(confirmationTokens.kind, kind), isNull(confirmationTokens.usedAt)));
}
