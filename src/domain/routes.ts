/** Pages reachable without signing in (spec §6). Everything else needs a session. */
const PUBLIC_PAGES = [
  '/login',
  '/signup',
  '/signup-confirmation',
  '/signup-error',
  '/logout',
  '/account-deleted',
  '/delete-account-confirmation',
  '/delete-account-error',
  '/change-email-confirmation',
  '/change-email-success',
  '/change-email-error',
  '/subscription-confirmation',
  '/subscription-confirmation-success',
  '/subscription-confirmation-error',
  '/enable-cookies',
  '/error',
  '/404',
  '/bad-request',
  '/unavailable',
  '/forgot-password',
  '/reset-password',
  '/config.json',
] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((PUBLIC_PAGES as readonly string[]).includes(path)) return true;
  return path.startsWith('/locales/') || path.startsWith('/_astro/') || path.startsWith('/api/');
}

const SAME_SITE = 'https://account.invalid';

/**
 * The one rule for every post-sign-in destination (`returnTo`): a path on this site, answered in its
 * normalised, percent-encoded form (safe in a Location header). Anything else, a protocol-relative
 * `//host`, a backslash or a control character (browsers drop tabs and newlines, so `/\t/evil.example`
 * would become `//evil.example`), goes to the root.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin !== SAME_SITE || path.startsWith('//') ? '/' : path;
}

/** Pages for business customers only, and pages business customers do not get (spec §1, §6). */
export const BUSINESS_ONLY_PAGES = ['/invoices', '/integration', '/settings/b2b', '/settings/payment-method'] as const;
export const CONSUMER_ONLY_PAGES = ['/online-products'] as const;

const under = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** False when the page is not for this role; the guard then sends the user to the root (spec §2). */
export function pageAllowedForRole(pathname: string, business: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return business ? !under(path, CONSUMER_ONLY_PAGES) : !under(path, BUSINESS_ONLY_PAGES);
}
