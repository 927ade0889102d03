import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** A locale file as key → text, keys dotted ('menu.orders'). */
export function readLocale(locale: string): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', `${locale}.json`), 'utf8')));
}

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

/** The i18next placeholders of a text, sorted: '{{count}} photos' → ['count']. */
export const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** A text with no words of its own ('{{label}}: {{value}}') reads the same in every language. */
export const hasWords = (text: string) => /\p{L}{3,}/u.test(text.replace(/{{[^}]*}}/g, ''));

/**
 * Reviewed keys whose translation is rightly the same as en-GB: brand and technical words and
 * cognates. Anything else equal to the English text is an untranslated string.
 */
export const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'en-GB': [],
  'nl-NL': [
    'orders.search.status',
    'common.backToMenu',
    'titles.albums',
    'titles.downloads',
    'photos.tabs.albums',
    'orders.countries.PT',
    'orders.extras.passepartout',
    'orders.productCount_one',
    'onlineProducts.categories.baby',
    'onlineProducts.categories.portfolio',
    'integration.host',
    'pdf.product.product',
    'catalogue.articles.CANVAS-60x40',
    'catalogue.articles.POSTER-50x70',
    'catalogue.options.passepartout.yes',
    'photos.info.camera',
    'photos.info.albums',
  ],
  'nl-BE': [
    'orders.search.status',
    'common.backToMenu',
    'titles.albums',
    'titles.downloads',
    'photos.tabs.albums',
    'orders.countries.PT',
    'orders.extras.passepartout',
    'orders.productCount_one',
    'onlineProducts.categories.baby',
    'onlineProducts.categories.portfolio',
    'integration.host',
    'pdf.product.product',
    'catalogue.articles.CANVAS-60x40',
    'catalogue.articles.POSTER-50x70',
    'catalogue.options.passepartout.yes',
    'photos.info.camera',
    'photos.info.albums',
  ],
  'de-AT': [
    'orders.search.status',
    'titles.downloads',
    'settings.name',
    'settings.newsletter.heading',
    'orders.address.name',
    'orders.countries.PT',
    'onlineProducts.categories.baby',
    'onlineProducts.categories.portfolio',
    'integration.host',
    'integration.port',
    'integration.callbackFormat',
    'catalogue.articles.POSTER-50x70',
    'catalogue.options.coverType.hard',
    'catalogue.options.coverType.soft',
  ],
  'fr-FR': [
    'orders.money.total',
    'orders.money.totalLine',
    'common.backToMenu',
    'menu.photos',
    'titles.albums',
    'photos.tabs.photos',
    'photos.tabs.albums',
    'photos.preview.title',
    'photos.participants.title',
    'photos.participants.button',
    'photos.albumCount_one',
    'photos.albumCount_other',
    'downloads.photoCount_one',
    'downloads.photoCount_other',
    'downloads.photoCount_many',
    'settings.newsletter.heading',
    'orders.countries.FR',
    'orders.countries.PT',
    'orders.extras.toggles',
    'orders.extras.passepartout',
    'invoices.date',
    'onlineProducts.gallery.description',
    'onlineProducts.categories.portfolio',
    'integration.port',
    'integration.callbackFormat',
    'catalogue.options.passepartout.yes',
    'photos.info.albums',
  ],
  'es-ES': [
    'orders.money.total',
    'orders.money.totalLine',
    'settings.newsletter.heading',
    'orders.countries.AT',
    'orders.countries.PT',
    'pdf.invoice.total',
  ],
  'it-IT': [
    'common.backToMenu',
    'auth.password',
    'integration.password',
    'settings.newsletter.heading',
    'orders.countries.AT',
    'orders.extras.passepartout',
    'onlineProducts.categories.portfolio',
    'integration.host',
    'catalogue.articles.POSTER-50x70',
    'catalogue.options.passepartout.yes',
  ],
  'da-DK': [
    'orders.search.status',
    'common.backToMenu',
    'titles.downloads',
    'orders.countries.PT',
    'invoices.download',
    'downloads.download',
    'downloads.downloadNamed',
    'photos.toolbar.download',
    'photos.upload.start',
    'onlineProducts.share.send',
    'onlineProducts.categories.baby',
    'onlineProducts.categories.portfolio',
    'integration.host',
    'integration.port',
    'integration.callbackFormat',
  ],
  'pt-PT': [
    'orders.money.total',
    'orders.money.totalLine',
    'common.backToMenu',
    'settings.newsletter.heading',
    'orders.countries.PT',
    'orders.extras.passepartout',
    'pdf.invoice.total',
    'catalogue.options.passepartout.yes',
  ],
  'nb-NO': [
    'orders.search.status',
    'orders.countries.PT',
    'onlineProducts.share.send',
    'onlineProducts.categories.baby',
    'onlineProducts.categories.portfolio',
    'integration.host',
    'integration.port',
    'integration.callbackFormat',
  ],
  'sv-SE': [
    'orders.search.status',
    'orders.countries.PT',
    'onlineProducts.categories.baby',
    'onlineProducts.categories.portfolio',
    'integration.host',
    'integration.port',
    'integration.callbackFormat',
  ],
};

/** A word of text as a pattern that matches it only as a whole word ('Download' not inside 'Downloads'). */
const wholeWord = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/**
 * The English of en-GB as patterns to look for in a page, mail or PDF of `locale`: each text's pieces
 * between placeholders of two words or more ('Order again', 'more photos'), except pieces the locale
 * itself uses (its reviewed same-as-English keys and cognates found in its own texts).
 */
function englishPatterns(locale: string): { text: string; pattern: RegExp }[] {
  const english = readLocale('en-GB');
  const own = readLocale(locale);
  const allowed = new Set(SAME_AS_ENGLISH[locale]);
  const ownTexts = [...own]
    .filter(([key, text]) => text !== english.get(key) || allowed.has(key))
    .map(([, text]) => text)
    .join('\n');
  const pieces = new Set<string>();
  for (const [key, text] of english) {
    if (allowed.has(key)) continue;
    for (const piece of text.split(/{{[^}]*}}/)) {
      const trimmed = piece.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
      // Two words or more: a lone word ('Street', 'Wedding') is as likely the customer's own data.
      if (trimmed.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 2) continue;
      if (!ownTexts.includes(trimmed)) pieces.add(trimmed);
    }
  }
  return [...pieces].map((text) => ({ text, pattern: wholeWord(text) }));
}

/** The pieces of en-GB text found in `text` (whitespace normalised) of a page, mail or PDF in `locale`. */
export function englishIn(text: string, locale: string): string[] {
  const normalised = text.replace(/\s+/g, ' ');
  return englishPatterns(locale)
    .filter(({ pattern }) => pattern.test(normalised))
    .map(({ text: piece }) => piece);
}
