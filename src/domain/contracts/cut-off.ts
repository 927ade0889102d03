import { z } from 'zod';
import { contract } from './contract';
import { articleGroup, campaign, codeParam } from '../schemas/orders';

/** Order cut-off of spec §7, mounted at /api/cut-off: by when to order for delivery before a campaign date. */
export const cutOffApi = {
  articleGroups: contract({
    method: 'GET',
    path: '/v1/ArticleGroup',
    response: z.object({ articleGroups: z.array(articleGroup) }),
    summary: 'Article groups with the hour orders must be in by',
  }),
  campaign: contract({
    method: 'GET',
    path: '/v1/Campaign/:name',
    params: z.object({ name: codeParam(40) }),
    response: campaign,
    summary: "A campaign's order-before and delivered-before dates",
  }),
};
