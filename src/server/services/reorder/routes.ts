import { route } from '../../http/route';
import { reorderApi } from '@/domain/contracts/reorder';
import { conflict } from '../../http/errors';
import { channelById } from '@/domain/channels';
import { findOwnOrder } from '../order/orders';

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
    ...reorderApi.status,
    access: 'user',
    handler: async ({ db, viewer, params, ctx }) => ({
      orderCode: params.id,
      ...reorderability(await findOwnOrder(db, viewer.accountId, params.id, ctx)),
    }),
  }),
  route({
    ...reorderApi.reorder,
    access: 'user',
    handler: async ({ db, viewer, query, ctx }) => {
      const found = await findOwnOrder(db, viewer.accountId, query.OrderCode);
      const { reorderable, reason } = reorderability(found);
      if (!reorderable) throw conflict(reason!);
      const shopUrl = (channelById(found.order.channelId) ?? ctx.channel).shopUrl;
      return { ShopUrl: `${shopUrl}/cart/reorder?orderCode=${encodeURIComponent(found.order.code)}` };
    },
  }),
];
