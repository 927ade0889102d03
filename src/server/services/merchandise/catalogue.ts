import type { ExtraType } from '@/domain/schemas/catalogue';
import { CHANNELS, type Channel } from '@/domain/channels';

/** Reference catalogue: the articles every channel sells, with titles in the channels' languages. */
type Titles = { en: string; nl: string; de: string; fr: string };
export interface CatalogueOption { id: string; titles: Titles }
export interface CatalogueArticle {
  id: string;
  type: 'PhotoBook' | 'Canvas' | 'Prints' | 'Calendar' | 'Poster';
  titles: Titles;
  pageWidth: number;
  pageHeight: number;
  visible: boolean;
  extras: Partial<Record<ExtraType, CatalogueOption[]>>;
}

const t = (en: string, nl: string, de: string, fr: string): Titles => ({ en, nl, de, fr });

const coverType = [
  { id: 'hard', titles: t('Hardcover', 'Harde kaft', 'Hardcover', 'Couverture rigide') },
  { id: 'soft', titles: t('Softcover', 'Zachte kaft', 'Softcover', 'Couverture souple') },
];
const paper = [
  { id: 'matte', titles: t('Matte paper', 'Mat papier', 'Mattes Papier', 'Papier mat') },
  { id: 'silk', titles: t('Silk paper', 'Zijdeglans papier', 'Seidenmattes Papier', 'Papier satiné') },
  { id: 'glossy', titles: t('Glossy paper', 'Glanzend papier', 'Glänzendes Papier', 'Papier brillant') },
];
const yes = (titles: Titles) => [{ id: 'yes', titles }];

export const ARTICLES: readonly CatalogueArticle[] = [
  {
    id: 'PB-A4-LANDSCAPE', type: 'PhotoBook', titles: t('Photo book A4 landscape', 'Fotoboek A4 liggend', 'Fotobuch A4 quer', 'Livre photo A4 paysage'),
    pageWidth: 297, pageHeight: 210, visible: true,
    extras: {
      coverType, paper,
      layFlat: yes(t('Lay flat pages', 'Lay-flat pagina\'s', 'Lay-Flat-Seiten', 'Pages à plat')),
      extraPages: [{ id: '10', titles: t('10 extra pages', '10 extra pagina\'s', '10 Zusatzseiten', '10 pages supplémentaires') }],
      coverText: yes(t('Text on the spine', 'Tekst op de rug', 'Text auf dem Buchrücken', 'Texte sur la tranche')),
    },
  },
  {
    id: 'PB-XL-SQUARE', type: 'PhotoBook', titles: t('Photo book XL square', 'Fotoboek XL vierkant', 'Fotobuch XL quadratisch', 'Livre photo XL carré'),
    pageWidth: 300, pageHeight: 300, visible: true,
    extras: {
      coverType, paper,
      premiumLayFlat: yes(t('Premium lay flat', 'Premium lay-flat', 'Premium Lay-Flat', 'Ouverture à plat premium')),
      linen: yes(t('Linen cover', 'Linnen kaft', 'Leineneinband', 'Couverture en lin')),
    },
  },
  {
    id: 'CANVAS-60x40', type: 'Canvas', titles: t('Canvas 60 x 40 cm', 'Canvas 60 x 40 cm', 'Leinwand 60 x 40 cm', 'Toile 60 x 40 cm'),
    pageWidth: 600, pageHeight: 400, visible: true,
    extras: {
      wrappers: [
        { id: 'mirrored', titles: t('Mirrored edges', 'Gespiegelde randen', 'Gespiegelte Kanten', 'Bords en miroir') },
        { id: 'white', titles: t('White edges', 'Witte randen', 'Weiße Kanten', 'Bords blancs') },
      ],
      hangingKit: yes(t('Hanging kit included', 'Inclusief ophangsysteem', 'Mit Aufhängeset', 'Kit d\'accrochage inclus')),
    },
  },
  {
    id: 'PRINTS-10x15', type: 'Prints', titles: t('Photo prints 10 x 15', 'Fotoafdrukken 10 x 15', 'Fotoabzüge 10 x 15', 'Tirages photo 10 x 15'),
    pageWidth: 150, pageHeight: 100, visible: true,
    extras: {
      printSize: [{ id: '10x15', titles: t('10 x 15 cm', '10 x 15 cm', '10 x 15 cm', '10 x 15 cm') }],
      glossy: yes(t('Glossy finish', 'Glanzende afwerking', 'Glänzende Oberfläche', 'Finition brillante')),
      border: yes(t('White border', 'Witte rand', 'Weißer Rand', 'Bordure blanche')),
      imageEnhancement: yes(t('Automatic image enhancement', 'Automatische beeldverbetering', 'Automatische Bildverbesserung', 'Amélioration automatique')),
    },
  },
  {
    id: 'CALENDAR-A3', type: 'Calendar', titles: t('Wall calendar A3', 'Wandkalender A3', 'Wandkalender A3', 'Calendrier mural A3'),
    pageWidth: 297, pageHeight: 420, visible: true,
    extras: { paper },
  },
  {
    id: 'POSTER-50x70', type: 'Poster', titles: t('Poster 50 x 70 cm', 'Poster 50 x 70 cm', 'Poster 50 x 70 cm', 'Affiche 50 x 70 cm'),
    pageWidth: 500, pageHeight: 700, visible: true,
    extras: {
      posterFrame: [{ id: 'black', titles: t('Black frame', 'Zwarte lijst', 'Schwarzer Rahmen', 'Cadre noir') }],
      passepartout: yes(t('Passe-partout', 'Passe-partout', 'Passepartout', 'Passe-partout')),
    },
  },
];

export type Language = keyof Titles;

/** The catalogue language of a locale such as 'nl-BE'; languages without titles use English. */
export function languageOf(locale: string): Language {
  const lang = locale.slice(0, 2).toLowerCase();
  return lang === 'nl' || lang === 'de' || lang === 'fr' ? lang : 'en';
}

/** The reference price of one article in the minor unit of a channel's currency. */
export const UNIT_PRICE_CENTS: Record<string, number> = {
  'PB-A4-LANDSCAPE': 2999, 'PB-XL-SQUARE': 5499, 'CANVAS-60x40': 4999, 'PRINTS-10x15': 25, 'CALENDAR-A3': 1999, 'POSTER-50x70': 2499,
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
