import { z } from 'zod';
import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { codeParam } from '@/domain/schemas/orders';
import { articleGroup, campaign } from '@/domain/schemas/orders';

/** Order cut-off of spec §7, mounted at /api/cut-off: by when to order for delivery before a campaign date. */
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

export const routes = [
  route({
    method: 'GET',
    path: '/v1/ArticleGroup',
    access: 'user',
    summary: 'Article groups with the hour orders must be in by',
    response: z.object({ articleGroups: z.array(articleGroup) }),
    handler: () => ({ articleGroups: ARTICLE_GROUPS }),
  }),
  route({
    method: 'GET',
    path: '/v1/Campaign/:name',
    access: 'user',
    summary: "A campaign's order-before and delivered-before dates",
    response: campaign,
    params: z.object({ name: codeParam(40) }),
    handler: ({ params }) => {
      const campaign = campaignsFor(new Date()).find((c) => c.name === params.name.toLowerCase());
      if (!campaign) throw notFound('Campaign not found');
      return campaign;
    },
  }),
];
