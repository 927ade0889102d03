import type { APIRoute } from 'astro';
import { messages, isLocale } from '@/i18n/translator.server';
import { json } from '@/server/http/dispatch';
import { LOCALE_FILE_MAX_AGE_SECONDS } from '@/domain/constants';

/** GET /locales/{locale}.json (spec §7). */
export const GET: APIRoute = ({ params }) => {
  const locale = params.locale ?? '';
  if (!isLocale(locale) || !messages[locale]) return json({ message: 'Unknown locale' }, 404);
  return json(messages[locale], 200, { 'cache-control': `public, max-age=${LOCALE_FILE_MAX_AGE_SECONDS}` });
};
