import type { APIRoute } from 'astro';
import { isDisplayLocale, pick, translator } from '@/i18n/translator.server';
import { json } from '@/server/http/dispatch';
import { OVERLAY_KEYS } from '@/components/photos/strings';
import { LOCALE_FILE_MAX_AGE_SECONDS } from '@/domain/constants';

/**
 * GET /locales/photo-overlays/{locale}.json: the photo overlays' strings in a locale (the preview, modals,
 * toasts, uploads), which the overlays island loads and the browser keeps, rather than every photo page's HTML
 * carrying them.
 */
export const GET: APIRoute = ({ params }) => {
  const locale = params.locale ?? '';
  if (!isDisplayLocale(locale)) return json({ message: 'Unknown locale' }, 404);
  return json(pick(translator(locale), OVERLAY_KEYS), 200, { 'cache-control': `public, max-age=${LOCALE_FILE_MAX_AGE_SECONDS}` });
};
