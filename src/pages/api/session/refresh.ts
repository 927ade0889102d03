import type { APIRoute } from 'astro';
import { json } from '@/server/http/dispatch';

/**
 * Renews the session: the middleware has already rotated the refresh cookie when the access cookie
 * was missing or expired. Answers whether the caller is signed in.
 */
export const POST: APIRoute = ({ locals }) =>
  locals.ctx.viewer
    ? new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
    : json({ message: 'Sign-in required' }, 401);
