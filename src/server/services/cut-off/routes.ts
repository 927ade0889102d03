import { route } from '../../http/route';
import { cutOffApi } from '@/domain/contracts/cut-off';
import { notFound } from '../../http/errors';

const ARTICLE_GROUPS = [
  { id: 'photobooks', name: 'Photo books', articleIds: ['PB-A4-LANDSCAPE', 'PB-XL-SQUARE'], cutOffHour: 12 },
  { id: 'wall-decor', name: 'Wall decor', articleIds: ['CANVAS-60x40', 'POSTER-50x70'], cutOffHour: 15 },
  { id: 'prints', name: 'Prints and calendars', articleIds: ['PRINTS-10x15', 'CALENDAR-A3'], cutOffHour: 18 },
];

/** The month and day (UTC) by which to order and by which it is delivered, per campaign. */
const CAMPAIGN_DAYS = new Map([
  ['christmas', { orderBefore: [12, 16], deliveredBefore: [12, 24] }],
  ['mothersday', { orderBefore: [5, 2], deliveredBefore: [5, 10] }],
  ['fathersday', { orderBefore: [6, 13], deliveredBefore: [6, 21] }],
]);

const isoDay = (year: number, [month, day]: number[]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A campaign's dates of its next occurrence: this year's until it is delivered, then next year's. */
export function campaignFor(name: string, now: Date) {
  const days = CAMPAIGN_DAYS.get(name);
  if (!days) return undefined;
  const today = now.toISOString().slice(0, 10);
  const thisYear = now.getUTCFullYear();
  const year = isoDay(thisYear, days.deliveredBefore) < today ? thisYear + 1 : thisYear;
  return { name, orderBefore: isoDay(year, days.orderBefore), deliveredBefore: isoDay(year, days.deliveredBefore) };
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
      const campaign = campaignFor(params.name.toLowerCase(), new Date());
      if (!campaign) throw notFound('Campaign not found');
      return campaign;
    },
  }),
];
