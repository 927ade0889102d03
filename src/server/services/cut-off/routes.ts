import { route } from '../../http/route';
import { cutOffApi } from '@/domain/contracts/cut-off';
import { notFound } from '../../http/errors';

const ARTICLE_GROUPS = [
  { id: 'photobooks', name: 'Photo books', articleIds: ['PB-A4-LANDSCAPE', 'PB-XL-SQUARE'], cutOffHour: 12 },
  { id: 'wall-decor', name: 'Wall decor', articleIds: ['CANVAS-60x40', 'POSTER-50x70'], cutOffHour: 15 },
  { id: 'prints', name: 'Prints and calendars', articleIds: ['PRINTS-10x15', 'CALENDAR-A3'], cutOffHour: 18 },
];

/** Campaign dates (UTC) of the next occurrence: this year's until it is delivered, then next year's. */
function campaignsFor(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const dates = (year: number) => {
    const iso = (m: number, d: number) => new Date(Date.UTC(year, m - 1, d)).toISOString().slice(0, 10);
    return [
      { name: 'christmas', orderBefore: iso(12, 16), deliveredBefore: iso(12, 24) },
      { name: 'mothersday', orderBefore: iso(5, 2), deliveredBefore: iso(5, 10) },
      { name: 'fathersday', orderBefore: iso(6, 13), deliveredBefore: iso(6, 21) },
    ];
  };
  const next = dates(now.getUTCFullYear() + 1);
  return dates(now.getUTCFullYear()).map((c, i) => (c.deliveredBefore < today ? next[i] : c));
}

/** Order cut-off of spec §7, mounted at /api/cut-off; the contracts are `cutOffApi` of `src/domain/contracts/shop.ts`. */
export const routes = [
  route({
    ...cutOffApi.articleGroups,
    access: 'user',
    handler: () => ({ articleGroups: ARTICLE_GROUPS }),
  }),
  route({
    ...cutOffApi.campaign,
    access: 'user',
    handler: ({ params }) => {
      const campaign = campaignsFor(new Date()).find((c) => c.name === params.name.toLowerCase());
      if (!campaign) throw notFound('Campaign not found');
      return campaign;
    },
  }),
];
