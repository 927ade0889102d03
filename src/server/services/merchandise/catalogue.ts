import type { ExtraType } from '@/domain/schemas/catalogue';
import { CHANNELS, type Channel } from '@/domain/channels';
import { DEFAULT_LOCALE } from '@/domain/constants';
import { isLocale, translator } from '@/i18n/translator.server';

/** Reference catalogue: the articles every channel sells; their titles live in the locale files (`catalogue.*`). */
export interface CatalogueOption {
  id: string;
}
export interface CatalogueArticle {
  id: string;
  type: 'PhotoBook' | 'Canvas' | 'Prints' | 'Calendar' | 'Poster';
  pageWidth: number;
  pageHeight: number;
  visible: boolean;
  extras: Partial<Record<ExtraType, CatalogueOption[]>>;
}

const options = (...ids: string[]) => ids.map((id) => ({ id }));
const coverType = options('hard', 'soft');
const paper = options('matte', 'silk', 'glossy');
const yes = options('yes');

export const ARTICLES: readonly CatalogueArticle[] = [
  {
    id: 'PB-A4-LANDSCAPE',
    type: 'PhotoBook',
    pageWidth: 297,
    pageHeight: 210,
    visible: true,
    extras: { coverType, paper, layFlat: yes, extraPages: options('10'), coverText: yes },
  },
  {
    id: 'PB-XL-SQUARE',
    type: 'PhotoBook',
    pageWidth: 300,
    pageHeight: 300,
    visible: true,
    extras: { coverType, paper, premiumLayFlat: yes, linen: yes },
  },
  {
    id: 'CANVAS-60x40',
    type: 'Canvas',
    pageWidth: 600,
    pageHeight: 400,
    visible: true,
    extras: { wrappers: options('mirrored', 'white'), hangingKit: yes },
  },
  {
    id: 'PRINTS-10x15',
    type: 'Prints',
    pageWidth: 150,
    pageHeight: 100,
    visible: true,
    extras: { printSize: options('10x15'), glossy: yes, border: yes, imageEnhancement: yes },
  },
  { id: 'CALENDAR-A3', type: 'Calendar', pageWidth: 297, pageHeight: 420, visible: true, extras: { paper } },
  {
    id: 'POSTER-50x70',
    type: 'Poster',
    pageWidth: 500,
    pageHeight: 700,
    visible: true,
    extras: { posterFrame: options('black'), passepartout: yes },
  },
];

const translate = (locale: string) => translator(isLocale(locale) ? locale : DEFAULT_LOCALE);

/** The title of an article in a locale (an unknown locale reads en-GB); an unknown article is its id. */
export function articleTitle(articleId: string, locale: string): string {
  return articleById(articleId) ? translate(locale)(`catalogue.articles.${articleId}`) : articleId;
}

export function optionTitle(type: ExtraType, optionId: string, locale: string): string {
  return translate(locale)(`catalogue.options.${type}.${optionId}`);
}

/** The reference price of one article in the minor unit of a channel's currency. */
export const UNIT_PRICE_CENTS: Record<string, number> = {
  'PB-A4-LANDSCAPE': 2999,
  'PB-XL-SQUARE': 5499,
  'CANVAS-60x40': 4999,
  'PRINTS-10x15': 25,
  'CALENDAR-A3': 1999,
  'POSTER-50x70': 2499,
};

export function articleById(id: string): CatalogueArticle | undefined {
  return ARTICLES.find((a) => a.id === id);
}

export function isPhotoBook(articleId: string): boolean {
  return articleById(articleId)?.type === 'PhotoBook';
}

/** Every channel sells the whole catalogue. */
export function articlesOf(_channel: Channel): readonly CatalogueArticle[] {
  return ARTICLES;
}

export { CHANNELS };
