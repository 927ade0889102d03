import { z } from 'zod';
import { route } from '../../http/route';
import { conflict } from '../../http/errors';
import { channelById } from '@/domain/channels';
import { findOwnOrder } from '../order/orders';
import { codeParam } from '@/domain/schemas/orders';
import { reorderStatus, reorderResult } from '@/domain/schemas/orders';

type Found = Awaited<ReturnType<typeof findOwnOrder>>;

/** A cancelled or blocked order cannot be ordered again. */
function reorderability({ order }: Found): { reorderable: boolean; reason: string | null } {
  if (order.blockedReason !== null) return { reorderable: false, reason: 'This order is blocked' };
  if (order.state === 'Cancelled') return { reorderable: false, reason: 'This order was cancelled' };
  return { reorderable: true, reason: null };
}

/** Reorder calls of spec §7, mounted at /api/reorder. */
export const routes = [
  route({
    method: 'GET',
    path: '/reorder/status/:id',
    access: 'user',
    summary: 'Whether an order can be ordered again',
    response: reorderStatus,
    params: z.object({ id: codeParam(40) }),
    handler: async ({ db, viewer, params }) => ({
      orderCode: params.id,
      ...reorderability(await findOwnOrder(db, viewer.accountId, params.id)),
    }),
  }),
  route({
    method: 'POST',
    path: '/reorder/direct',
    access: 'user',
    summary: "The shop URL that puts an order's products in the cart again",
    response: reorderResult,
    refusals: { 404: 'No such order of the caller', 409: 'The order is blocked or cancelled' },
    query: z.object({ OrderCode: codeParam(40) }),
    handler: async ({ db, viewer, query, ctx }) => {
      const found = await findOwnOrder(db, viewer.accountId, query.OrderCode);
      const { reorderable, reason } = reorderability(found);
      if (!reorderable) throw conflict(reason!);
      const shopUrl = (channelById(found.order.channelId) ?? ctx.channel).shopUrl;
      return { ShopUrl: `${shopUrl}/cart/reorder?orderCode=${encodeURIComponent(found.order.code)}` };
    },
  }),
];
