import { route } from '../../http/route';
import { deliveryApi } from '@/domain/contracts/delivery';
import { notFound } from '../../http/errors';
import { findOwnOrder } from '../order/orders';

/** Delivery API of spec §7, mounted at /api/delivery. 404 means no delivery dates (yet). */
export const routes = [
  route({
    ...deliveryApi.dates,
    access: 'user',
    handler: async ({ db, viewer, params, ctx }) => {
      const { order } = await findOwnOrder(db, viewer.accountId, params.id, ctx);
      if (!order.deliveryEarliest || !order.deliveryLatest) throw notFound('No delivery dates for this order');
      return { orderId: order.code, earliest: order.deliveryEarliest, latest: order.deliveryLatest };
    },
  }),
];
