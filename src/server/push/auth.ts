import type { Db } from '../db';
import { tokenAccount } from '../auth/viewer';
import { ACCESS_COOKIE } from '../auth/cookies';

/** The account of a valid, unrevoked access token, or null. */
export async function accountForToken(db: Db, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 4096) return null;
  const found = await tokenAccount(db, token);
  return found && found !== 'ended' ? found.account.id : null;
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
