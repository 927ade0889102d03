import type { APIContext } from 'astro';
import { ActionError, getActionContext, isInputError, type ActionAPIContext } from 'astro:actions';
import { safeReturnPath } from '@/domain/routes';
import { passingCookie } from './auth/cookies';
import { withEmbedParams } from '@/domain/embed';
import { keepableValues } from '@/domain/forms/limits';
import { fieldMessages } from '@/domain/forms/messages';

const FLASH_COOKIE = 'action_result';
/** A cookie holds about 4 kB; typed input beyond this is not kept (the result still is). Each value is first cut to its field's maximum. */
const MAX_KEPT_INPUT = 3000;

function withoutActionParam(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('_action');
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : '');
}

/** The page the form was on (its embedded-mode parameters are kept), when the browser says so. */
function pageOfForm(context: APIContext): URL {
  try {
    const referer = new URL(context.request.headers.get('referer') ?? '');
    if (referer.origin === context.url.origin) return referer;
  } catch {
    // No or a malformed Referer: the form's own URL.
  }
  return context.url;
}

/**
 * Whether a GET shows a page in the browser's window or frame (the embedded mode), where a form's result
 * belongs. An island's fetch or an image that loads between the post and the page must not take it;
 * a client that sends no Fetch Metadata is taken at its word.
 */
function showsPage(context: APIContext): boolean {
  if (context.request.method !== 'GET' || context.url.pathname.startsWith('/api/')) return false;
  const destination = context.request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document' || destination === 'iframe';
}

/** What the customer typed into a form, without secrets (passwords) and files. */
async function typedInput(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('form')) return {};
  try {
    const form = await request.clone().formData();
    const kept: Record<string, string> = {};
    for (const [name, value] of form) {
      // Boxes ticked under one name (categories) are kept one a line.
      if (typeof value === 'string' && !/password|^_astro/i.test(name)) kept[name] = name in kept ? `${kept[name]}\n${value}` : value;
    }
    const keepable = keepableValues(kept);
    return JSON.stringify(keepable).length <= MAX_KEPT_INPUT ? keepable : {};
  } catch {
    return {};
  }
}

/** Whether running a posted action failed because `_action` names a group of actions such as `settings`, not an action. */
function namesNoAction(error: unknown): boolean {
  return error instanceof TypeError && error.message.startsWith('Expected handler for action');
}

/**
 * Post-redirect-get for Astro Actions posted by plain HTML forms: the action runs here,
 * its result is kept in a short-lived cookie, and the browser is sent back with 303 to
 * the page (or the action's own `redirect` field), which shows the result on GET.
 * A refused form also keeps what was typed (`keptInput`) and the messages at its fields
 * (`refuseAtFields`, `keptFieldMessages`), so the page can show them again: the one form
 * state of every form across its redirect.
 */
export async function handleFormAction(context: APIContext): Promise<Response | undefined> {
  const actionContext = getActionContext(context);
  const { action, serializeActionResult } = actionContext;
  const flash = context.cookies.get(FLASH_COOKIE)?.value;
  if (flash && showsPage(context)) {
    context.cookies.delete(FLASH_COOKIE, { path: '/' });
    try {
      const { name, result, input, fields } = JSON.parse(flash);
      actionContext.setActionResult(name, result);
      if (input && typeof input === 'object')
        context.locals.formInput = { action: String(name), values: input, fields: fields && typeof fields === 'object' ? fields : {} };
    } catch {
      // A malformed flash cookie is ignored.
    }
  }
  if (action?.calledFrom !== 'form') return undefined;
  const input = await typedInput(context.request);
  let result;
  try {
    result = await action.handler();
  } catch (error) {
    if (!namesNoAction(error)) throw error;
    const page = await context.rewrite('/bad-request');
    return new Response(page.body, { status: 400, headers: page.headers });
  }
  const data = result.error ? undefined : (result.data as { redirect?: string } | undefined);
  const path = data?.redirect ? safeReturnPath(data.redirect) : withoutActionParam(context.url);
  const target = withEmbedParams(path, pageOfForm(context));
  const fields = context.locals.refusedAt;
  const refused = result.error ? { input, ...(fields ? { fields } : {}) } : {};
  const flashValue = { name: action.name, result: serializeActionResult(result), ...refused };
  context.cookies.set(FLASH_COOKIE, JSON.stringify(flashValue), passingCookie(context.locals.ctx.host, 60));
  return context.redirect(target, 303);
}

/** The boxes ticked under one name in a refused form (see `typedInput`), or undefined when it was not refused. */
export function keptChoices(typed: Record<string, string>, name: string): string[] | undefined {
  return typed[name]?.split('\n');
}

/** The kept form state of `action` (an action or its name), when the form shown last was its and was refused. */
function keptFor(locals: App.Locals, action: { toString(): string } | string): App.Locals['formInput'] {
  const name = new URLSearchParams(String(action)).get('_action') ?? String(action);
  return locals.formInput?.action === name ? locals.formInput : undefined;
}

/** What was typed into the form of `action` before it was refused (empty otherwise). */
export function keptInput(locals: App.Locals, action: { toString(): string } | string): Record<string, string> {
  return keptFor(locals, action)?.values ?? {};
}

/**
 * Refuses a form at its fields for rules beyond its action's schema (a channel's phone rule, a service's
 * 400 naming fields): the messages (field → locale key) go across the redirect with what was typed, for
 * `keptFieldMessages`; `message` is the action's error for the form's top.
 */
export function refuseAtFields(context: ActionAPIContext, fields: Record<string, string>, message: string): never {
  context.locals.refusedAt = fields;
  throw new ActionError({ code: 'BAD_REQUEST', message });
}

/** The messages at the fields of the form of `action` that `refuseAtFields` refused (empty otherwise). */
export function keptFieldMessages(locals: App.Locals, action: { toString(): string } | string): Record<string, string> {
  return keptFor(locals, action)?.fields ?? {};
}

/**
 * The messages at the fields of a form its action's schema refused (field → locale key; see
 * `fieldMessages`), never the parser's own wording; empty for any other result.
 */
export function refusedFields(error: unknown, own?: (field: string) => string | undefined): Record<string, string> {
  return isInputError(error) ? fieldMessages(error.issues, own) : {};
}

/** A refused action's message for the form's top, when it is not the schema's (those are at the fields). */
export function actionMessage(error: unknown): string | undefined {
  if (!error || isInputError(error)) return undefined;
  return (error as { message?: string }).message;
}
