import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { issuedBefore, verifyAccessToken } from '../auth/tokens';
import { ACCESS_COOKIE } from '../auth/cookies';

/** The account of a valid, unrevoked access token, or null. */
export async function accountForToken(db: Db, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 4096) return null;
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  const [account] = await db.select({ id: accounts.id, deleted: accounts.accountDeleted, validAfter: accounts.tokensValidAfter })
    .from(accounts).where(eq(accounts.id, claims.sub));
  if (!account || account.deleted) return null;
  if (issuedBefore(claims, account.validAfter)) return null;
  return account.id;
}

/** The access token of the access cookie in a raw Cookie header. */
export function accessTokenFromCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === ACCESS_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
