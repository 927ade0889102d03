import { z } from 'zod';
import { contract } from './contract';
import { codeParam, deliveryDates } from '../schemas/orders';

/** Delivery API of spec §7, mounted at /api/delivery. 404 means no delivery dates (yet). */
export const deliveryApi = {
  dates: contract({
    method: 'GET',
    path: '/OrderDeliveryDates/:id',
    params: z.object({ id: codeParam(40) }),
    response: deliveryDates,
    summary: 'Expected delivery dates of an order (404: none yet)',
  }),
};
