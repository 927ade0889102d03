import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { randomUUID } from 'node:crypto';
import { getRuntime } from './server/main';
import { channelForHost, localeOfChannel } from './domain/channels';
import { displayLocale, translator } from './i18n/translator.server';
import { flagsFor, FLAG_OVERRIDE_COOKIE, localOverride } from './server/flags';
import { resolveViewer } from './server/auth/viewer';
import { parseCookieConsent, COOKIE_CONSENT_COOKIE } from './domain/cookie-consent';
import { resolveFlags } from './domain/flags';
import { isPublicPath, pageAllowedForRole } from './domain/routes';
import { securityHeaders } from './server/security-headers';
import { errorResponse } from './server/http/dispatch';
import { isUnavailable, RETRY_AFTER_SECONDS } from './server/http/errors';
import { compressed } from './server/http/compression';
import { handleFormAction } from './server/form-actions';
import { reportError } from './server/reporter';
import { crossSiteRefusal } from './server/http/origin-check';
import { withRequestOrigin } from './server/http/service-urls';
import { serverConfig } from './server/config';
import { clientAddressOf } from './server/client-address';
import { startTiming } from './server/http/server-timing';
import { countStatements } from './server/db/statement-count';

/** Pages that render from the request alone, so they still answer when the database does not. */
const STATIC_PAGES = new Set(['/error', '/enable-cookies', '/404', '/bad-request', '/unavailable']);

function baseContext(context: APIContext, requestId: string, host: string) {
  const channel = channelForHost(host);
  const locale = displayLocale(host, localeOfChannel(channel));
  const override = context.cookies.get(FLAG_OVERRIDE_COOKIE)?.value;
  context.locals.ctx = {
    requestId,
    host,
    channel,
    locale,
    t: translator(locale),
    flags: resolveFlags(channel.hostPrefix, localOverride(override), {}),
    consent: parseCookieConsent(context.cookies.get(COOKIE_CONSENT_COOKIE)?.value),
    viewer: null,
    clientAddress: clientAddressOf(context.request),
  };
  return { channel, override };
}

async function handle(context: APIContext, next: () => Promise<Response>, requestId: string, host: string): Promise<Response> {
  const refused = crossSiteRefusal(context.request, context.url);
  if (refused) return refused;
  const { channel, override } = baseContext(context, requestId, host);
  if (STATIC_PAGES.has(context.url.pathname)) return next();
  const { database } = await getRuntime();
  const [flags, found] = await Promise.all([
    flagsFor(database.db, channel, override),
    resolveViewer(database.db, context.request, context.cookies, host),
  ]);
  context.locals.ctx.flags = flags;
  context.locals.ctx.viewer = found.viewer;
  if (!found.viewer && !isPublicPath(context.url.pathname)) {
    if (found.ended) return context.redirect('/logout', 303);
    return context.redirect(`/login?returnTo=${encodeURIComponent(context.url.pathname + context.url.search)}`, 303);
  }
  if (found.viewer && !pageAllowedForRole(context.url.pathname, found.viewer.business)) return context.redirect('/', 303);
  return (await handleFormAction(context)) ?? next();
}

export const onRequest = defineMiddleware(async (context, next) => {
  const timing = serverConfig.serverTiming || import.meta.env.DEV ? startTiming() : null;
  const requestId = context.request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
  const host = context.request.headers.get('host') ?? context.url.host;
  let response: Response;
  try {
    const handleRequest = () => withRequestOrigin(context.url.origin, () => handle(context, next, requestId, host));
    response = await (timing ? countStatements(timing.statements, handleRequest) : handleRequest());
  } catch (error) {
    if (context.url.pathname.startsWith('/api/')) {
      response = errorResponse(error, { requestId });
    } else {
      const unavailable = isUnavailable(error);
      if (!unavailable) reportError(error, { requestId, path: context.url.pathname });
      const page = await context.rewrite(unavailable ? '/unavailable' : '/error');
      response = new Response(page.body, { status: unavailable ? 503 : 500, headers: page.headers });
      if (unavailable) response.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
    }
  }
  // A page that sets only its status keeps Astro's default 'OK' reason, which would read '404 OK'.
  if (response.status !== 200 && response.statusText === 'OK') {
    response = new Response(response.body, { status: response.status, headers: response.headers });
  }
  for (const [name, value] of Object.entries(securityHeaders(host))) {
    // Astro's own CSP (hashes of the scripts and styles it rendered) comes first; ours adds to it.
    const existing = name === 'content-security-policy' ? response.headers.get(name) : null;
    response.headers.set(name, existing ? `${existing.replace(/;\s*$/, '')}; ${value}` : value);
  }
  // A signed-in page is the customer's own: no shared cache or back-forward copy keeps it.
  if (context.locals.ctx?.viewer && response.headers.get('content-type')?.startsWith('text/html'))
    response.headers.set('cache-control', 'private, no-store');
  response.headers.set('x-request-id', requestId);
  const answer = await compressed(context.request, response);
  if (timing) answer.headers.set('server-timing', timing.header());
  return answer;
});
