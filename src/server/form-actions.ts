import type { APIContext } from 'astro';
import { getActionContext } from 'astro:actions';
import { safeReturnPath } from '@/domain/routes';
import { passingCookie } from './auth/cookies';

const FLASH_COOKIE = 'action_result';

function withoutActionParam(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('_action');
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : '');
}

/**
 * Post-redirect-get for Astro Actions posted by plain HTML forms: the action runs here,
 * its result is kept in a short-lived cookie, and the browser is sent back with 303 to
 * the page (or the action's own `redirect` field), which shows the result on GET.
 */
export async function handleFormAction(context: APIContext): Promise<Response | undefined> {
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  const flash = context.cookies.get(FLASH_COOKIE)?.value;
  if (flash && context.request.method === 'GET') {
    context.cookies.delete(FLASH_COOKIE, { path: '/' });
    try {
      const { name, result } = JSON.parse(flash);
      setActionResult(name, result);
    } catch {
      // A malformed flash cookie is ignored.
    }
  }
  if (action?.calledFrom !== 'form') return undefined;
  const result = await action.handler();
  const data = result.error ? undefined : (result.data as { redirect?: string } | undefined);
  const target = data?.redirect ? safeReturnPath(data.redirect) : withoutActionParam(context.url);
  context.cookies.set(FLASH_COOKIE, JSON.stringify({ name: action.name, result: serializeActionResult(result) }), passingCookie(context.locals.ctx.host, 60));
  return context.redirect(target, 303);
}
