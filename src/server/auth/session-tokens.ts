import { SignJWT, jwtVerify } from 'jose';
import { randomBytes, createHash, createHmac, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS, REFRESH_REUSE_GRACE_SECONDS } from '@/domain/constants';
import { AUTH_METHOD_CLAIM, BUSINESS_AUTH_METHOD } from '@/domain/roles';
import { signingKey } from './signing-key';
import { refreshTokens, accounts } from '../db/schema';
import type { Db } from '../db';

let encodedKey: Uint8Array | undefined;
const secret = () => (encodedKey ??= new TextEncoder().encode(signingKey()));
const ISSUER = 'photo-account';

/** The claims of spec §3 that the area reads from a sign-in token. */
export interface AccessClaims {
  sub: string;
  email: string;
  idp_type: string;
  idp_sub: string;
  [AUTH_METHOD_CLAIM]?: string[];
  /** When the token was issued, in milliseconds: iat counts whole seconds, too coarse to tell a token from a revocation in the same second. */
  issued_ms: number;
  /** The session (refresh-token family) the token belongs to: signing out of it refuses the token at once. */
  sid?: string;
}

export interface TokenAccount {
  id: string;
  email: string;
  idpType: string;
  idpSub: string;
  userType: string;
}

export async function signAccessToken(account: TokenAccount, sessionId?: string): Promise<string> {
  const claims: Omit<AccessClaims, 'sub'> = {
    issued_ms: Date.now(),
    ...(sessionId ? { sid: sessionId } : {}),
    email: account.email,
    idp_type: account.idpType,
    idp_sub: account.idpSub,
    [AUTH_METHOD_CLAIM]: account.userType.toLowerCase() === BUSINESS_AUTH_METHOD ? ['pwd', BUSINESS_AUTH_METHOD] : ['pwd'],
  };
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(account.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret());
}

/**
 * Tokens whose signature was checked, until they expire: a session sends the same token with every
 * request. Revocation does not depend on this (the account is read on every request).
 */
const verified = new Map<string, AccessClaims & { exp: number }>();
const VERIFIED_LIMIT = 10_000;

export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known && known.exp * 1000 > Date.now()) return known;
  try {
    const { payload } = await jwtVerify(token, secret(), { issuer: ISSUER, algorithms: ['HS256'] });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.exp !== 'number' ||
      typeof payload.issued_ms !== 'number'
    )
      return null;
    const claims = payload as unknown as AccessClaims & { exp: number };
    if (verified.size >= VERIFIED_LIMIT) verified.clear();
    verified.set(token, claims);
    return claims;
  } catch {
    return null;
  }
}

/** Whether a token predates the end of its account's sessions (e-mail change, deletion). */
export function issuedBefore(claims: AccessClaims, validAfter: Date): boolean {
  return claims.issued_ms < validAfter.getTime();
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueRefreshToken(db: Db, accountId: string, familyId: string = randomUUID()): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    accountId,
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return token;
}

export type RotationResult =
  | { ok: true; account: typeof accounts.$inferSelect; refreshToken: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' };

/**
 * The token that replaces `token`, derived from it with the signing key: a request that still
 * carries the replaced token shortly after its rotation can be given the same successor without
 * the database keeping any token in the clear.
 */
function successorOf(token: string): string {
  return createHmac('sha256', secret()).update(`refresh-successor:${token}`).digest('base64url');
}

/**
 * Exchanges a refresh token for the next one of its family. Parallel requests of one page carry
 * the same token: within a short grace window after its rotation a used token is answered with
 * the same successor; used again after that, it was stolen and the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
    const inGrace = row.usedAt && now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (row.usedAt && !inGrace) {
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, row.familyId));
      return { ok: false, reason: 'reused' } as const;
    }
    const [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, row.accountId), eq(accounts.accountDeleted, false)));
    if (!account) return { ok: false, reason: 'revoked' } as const;
    const next = successorOf(token);
    if (inGrace) return { ok: true, account, refreshToken: next, familyId: row.familyId } as const;
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, row.tokenHash));
    await tx.insert(refreshTokens).values({
      tokenHash: hashToken(next),
      accountId: row.accountId,
      familyId: row.familyId,
      expiresAt: row.expiresAt,
    });
    return { ok: true, account, refreshToken: next, familyId: row.familyId } as const;
  });
}

export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId));
}

/** Ends every session of an account (e-mail change, deletion). */
export async function revokeAllSessions(db: Db, accountId: string): Promise<void> {
  await db.update(accounts).set({ tokensValidAfter: new Date() }).where(eq(accounts.id, accountId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}
