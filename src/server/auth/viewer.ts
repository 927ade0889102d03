import { eq, sql } from 'drizzle-orm';
import type { AstroCookies } from 'astro';
import { accounts, refreshTokens } from '../db/schema';
import type { Db } from '../db';
import { preparedPerDb } from '../db/prepared';
import { verifyAccessToken, rotateRefreshToken, signAccessToken, issuedBefore, type AccessClaims } from './session-tokens';
import { AUTH_METHOD_CLAIM, isBusinessUser } from '@/domain/roles';
import { setAuthCookies, clearAuthCookies, ACCESS_COOKIE, REFRESH_COOKIE } from './cookies';

/** The signed-in caller of a request. */
export interface Viewer {
  accountId: string;
  email: string;
  idpType: string;
  idpSub: string;
  userType: string;
  authMethods: string[];
  channelId: string;
  business: boolean;
  /** The access token of this request, forwarded to services and the push channel. */
  accessToken: string;
}

export type ViewerResult =
  | { viewer: Viewer }
  /** A token was presented but its account is gone or signed out everywhere (spec §4: send to logout). */
  | { viewer: null; ended: boolean };

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim();
}

/** What a request needs of its account: never the password hash, which every signed-in request would carry. */
const sessionAccountColumns = {
  id: accounts.id,
  email: accounts.email,
  idpType: accounts.idpType,
  idpSub: accounts.idpSub,
  userType: accounts.userType,
  channelId: accounts.channelId,
  accountDeleted: accounts.accountDeleted,
  tokensValidAfter: accounts.tokensValidAfter,
};

/**
 * Every signed-in request reads its account and whether its session was signed out (or ended by a stolen
 * refresh token), whose access tokens stop at once: one prepared statement, one round trip.
 */
const accountAndSession = preparedPerDb((db) =>
  db
    .select({
      account: sessionAccountColumns,
      sessionEnded: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sid')} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('account_and_session'),
);

/**
 * The account behind an access token (pages and the push channel): null for a token that is not
 * ours or has expired, 'ended' when its account is gone or was signed out everywhere since.
 */
export async function tokenAccount(
  db: Db,
  token: string,
): Promise<{ claims: AccessClaims; account: Pick<typeof accounts.$inferSelect, keyof typeof sessionAccountColumns> } | 'ended' | null> {
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  const [row] = await accountAndSession(db).execute({ id: claims.sub, sid: claims.sid ?? null });
  if (!row || row.account.accountDeleted || row.sessionEnded || issuedBefore(claims, row.account.tokensValidAfter)) return 'ended';
  return { claims, account: row.account };
}

/** Whether the session a token was issued for has ended since (signed out, everywhere too, or the account gone); expiry aside. */
export async function sessionEnded(db: Db, claims: AccessClaims): Promise<boolean> {
  const [row] = await accountAndSession(db).execute({ id: claims.sub, sid: claims.sid ?? null });
  return !row || row.account.accountDeleted || row.sessionEnded || issuedBefore(claims, row.account.tokensValidAfter);
}

async function viewerFromToken(db: Db, token: string): Promise<ViewerResult | null> {
  const found = await tokenAccount(db, token);
  if (found === null) return null;
  if (found === 'ended') return { viewer: null, ended: true };
  const { claims, account } = found;
  const authMethods = claims[AUTH_METHOD_CLAIM] ?? [];
  return {
    viewer: {
      accountId: account.id,
      email: account.email,
      idpType: account.idpType,
      idpSub: account.idpSub,
      userType: account.userType,
      authMethods,
      channelId: account.channelId,
      business: isBusinessUser(account.userType, authMethods),
      accessToken: token,
    },
  };
}

/**
 * Finds the caller: a bearer token, else the access cookie, else a refresh-token rotation
 * (which sets fresh cookies).
 */
export async function resolveViewer(db: Db, request: Request, cookies: AstroCookies, host: string): Promise<ViewerResult> {
  const bearer = bearerToken(request);
  if (bearer) return (await viewerFromToken(db, bearer)) ?? { viewer: null, ended: false };

  const access = cookies.get(ACCESS_COOKIE)?.value;
  if (access) {
    const found = await viewerFromToken(db, access);
    if (found?.viewer || (found && found.ended)) {
      if (!found.viewer) clearAuthCookies(cookies, host);
      return found;
    }
  }
  const refresh = cookies.get(REFRESH_COOKIE)?.value;
  if (!refresh) return { viewer: null, ended: false };
  const rotated = await rotateRefreshToken(db, refresh);
  if (!rotated.ok) {
    clearAuthCookies(cookies, host);
    return { viewer: null, ended: rotated.reason === 'reused' || rotated.reason === 'revoked' };
  }
  const accessToken = await signAccessToken(rotated.account, rotated.familyId);
  setAuthCookies(cookies, host, accessToken, rotated.refreshToken);
  const found = await viewerFromToken(db, accessToken);
  return found ?? { viewer: null, ended: false };
}
