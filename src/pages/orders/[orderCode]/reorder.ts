import type { APIRoute } from 'astro';
import { apiFor } from '@/client/in-process.server';
import { HttpStatusError } from '@/client/http';
import { reportError, reportFailedAction } from '@/server/reporter';
import { REORDER_URL_COOKIE } from '@/components/shop/cookies';
import { passingCookie } from '@/server/auth/cookies';

/**
 * POST from the 'Order again' button: asks the reorder service for a shop URL. The page's CSP
 * (form-action 'self') does not let a form post end on another origin, so the order page shows
 * the link to the shop instead of redirecting there.
 */
export const POST: APIRoute = async ({ params, locals, redirect, cookies }) => {
  const code = params.orderCode ?? '';
  const back = `/orders/${encodeURIComponent(code)}`;
  try {
    const { ShopUrl } = await apiFor(locals.ctx).shop.reorder(code);
    cookies.set(REORDER_URL_COOKIE, ShopUrl, passingCookie(locals.ctx.host, 120, back));
    return redirect(`${back}?reorder=ready#reorder-heading`, 303);
  } catch (error) {
    reportFailedAction('REORDER_FAILED', { requestId: locals.ctx.requestId });
    if (!(error instanceof HttpStatusError)) reportError(error, { requestId: locals.ctx.requestId });
    return redirect(`${back}?reorder=failed#reorder-heading`, 303);
  }
};
