import type { Db } from '../db';
import { tokenAccount } from '../auth/viewer';
import type { AccessClaims } from '../auth/session-tokens';
import { ACCESS_COOKIE } from '../auth/cookies';

/** The account and claims of a valid, unrevoked access token, or null. */
export async function sessionForToken(db: Db, token: string | undefined): Promise<{ accountId: string; claims: AccessClaims } | null> {
  if (!token || token.length > 4096) return null;
  const found = await tokenAccount(db, token);
  return found && found !== 'ended' ? { accountId: found.account.id, claims: found.claims } : null;
}

/** The account of a valid, unrevoked access token, or null. */
export async function accountForToken(db: Db, token: string | undefined): Promise<string | null> {
  return (await sessionForToken(db, token))?.accountId ?? null;
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
