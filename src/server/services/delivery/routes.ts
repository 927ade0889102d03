import { z } from 'zod';
import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { findOwnOrder } from '../order/orders';
import { codeParam } from '@/domain/schemas/orders';
import { deliveryDates } from '@/domain/schemas/orders';

/** Delivery API of spec §7, mounted at /api/delivery. 404 means no delivery dates (yet). */
export const routes = [
  route({
    method: 'GET',
    path: '/OrderDeliveryDates/:id',
    access: 'user',
    summary: 'Expected delivery dates of an order (404: none yet)',
    response: deliveryDates,
    params: z.object({ id: codeParam(40) }),
    handler: async ({ db, viewer, params }) => {
      const { order } = await findOwnOrder(db, viewer.accountId, params.id);
      if (!order.deliveryEarliest || !order.deliveryLatest) throw notFound('No delivery dates for this order');
      return { orderId: order.code, earliest: order.deliveryEarliest, latest: order.deliveryLatest };
    },
  }),
];
