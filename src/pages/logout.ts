import type { APIRoute } from 'astro';
import { getDb } from '@/server/runtime';
import { revokeRefreshToken } from '@/server/auth/tokens';
import { clearAuthCookies, REFRESH_COOKIE } from '@/server/auth/cookies';

/** /logout (spec §2): ends this session's token family, clears the cookies, goes to sign-in. */
export const GET: APIRoute = async ({ cookies, locals, redirect }) => {
  const refresh = cookies.get(REFRESH_COOKIE)?.value;
  if (refresh) await revokeRefreshToken(await getDb(), refresh);
  clearAuthCookies(cookies, locals.ctx.host);
  return redirect('/login', 303);
};
export const POST = GET;
