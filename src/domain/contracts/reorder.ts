import { z } from 'zod';
import { contract } from './contract';
import { codeParam, reorderResult, reorderStatus } from '../schemas/orders';

/** Reorder calls of spec §7, mounted at /api/reorder. */
export const reorderApi = {
  status: contract({
    method: 'GET',
    path: '/reorder/status/:id',
    params: z.object({ id: codeParam(40) }),
    response: reorderStatus,
    summary: 'Whether an order can be ordered again',
  }),
  reorder: contract({
    method: 'POST',
    path: '/reorder/direct',
    query: z.object({ OrderCode: codeParam(40) }),
    response: reorderResult,
    refusals: { 404: 'No such order of the caller', 409: 'The order is blocked or cancelled' },
    summary: "The shop URL that puts an order's products in the cart again",
  }),
};
