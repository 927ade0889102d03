import { z } from 'zod';
import { route } from '../../http/route';
import {
  BLOCKED_REASON_TEXT,
  codeParam,
  isBlockedReasonCode,
  superOrdersQuery,
  ordersByAccountQuery,
  deliveryAddressChange,
  placeOrder,
} from '@/domain/schemas/orders';
import { channelById } from '@/domain/channels';
import { listSuperOrders, getSuperOrder, changeDeliveryAddress, ordersByAccount, orderLines, placeOrderFor, findOwnOrder } from './orders';
import { superOrderPage, superOrder, ordersByAccountPage, orderLine, blockedOrder } from '@/domain/schemas/orders';

const orderCode = z.object({ code: codeParam(40) });

/** Order API of spec §7, mounted at /api/order. */
export const routes = [
  route({
    method: 'GET',
    path: '/v2/superorders/me',
    access: 'user',
    summary: "The caller's orders, a page at a time",
    response: superOrderPage,
    query: superOrdersQuery,
    handler: ({ db, viewer, query, ctx }) =>
      listSuperOrders(db, viewer.accountId, query.Offset, query.Limit, query.OrderState === 'notExpired', ctx.locale),
  }),
  route({
    method: 'POST',
    path: '/v1/superorders',
    access: 'user',
    response: superOrder,
    refusals: { 422: 'An article or option is not known' },
    body: placeOrder,
    summary: 'Reference checkout: places an order for the caller',
    handler: ({ db, viewer, body, ctx }) => placeOrderFor(db, viewer.accountId, ctx.channel.id, body, ctx.locale),
  }),
  route({
    method: 'GET',
    path: '/v1/superorders/:code',
    access: 'user',
    summary: 'One order of the caller',
    response: superOrder,
    params: orderCode,
    handler: ({ db, viewer, params, ctx }) => getSuperOrder(db, viewer.accountId, params.code, ctx.locale, ctx),
  }),
  route({
    method: 'PUT',
    path: '/v1/superorders/:code/deliveryAddress',
    access: 'user',
    summary: 'Changes the delivery address of an order that allows it',
    response: superOrder,
    refusals: { 409: 'The delivery address of this order can no longer be changed' },
    params: orderCode,
    body: deliveryAddressChange,
    handler: ({ db, viewer, params, body, ctx }) => changeDeliveryAddress(db, viewer.accountId, params.code, body, ctx.locale),
  }),
  route({
    method: 'GET',
    path: '/orders/byAccount/:accountId',
    access: 'user',
    summary: "The caller's orders with the names of their articles",
    response: ordersByAccountPage,
    refusals: { 403: 'The path names another account' },
    params: z.object({ accountId: z.uuid({ error: 'Account id must be a UUID' }) }),
    query: ordersByAccountQuery,
    handler: ({ db, viewer, params, query }) =>
      ordersByAccount(
        db,
        viewer.accountId,
        params.accountId,
        (query.articleNames ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        query.offset,
        query.limit,
      ),
  }),
  route({
    method: 'GET',
    path: '/v1/Orders/:code',
    access: 'user',
    summary: 'The lines and prices of an order',
    response: orderLine,
    params: orderCode,
    handler: async ({ db, viewer, params, ctx }) => {
      const { order } = await findOwnOrder(db, viewer.accountId, params.code, ctx);
      return orderLines(db, viewer.accountId, params.code, (channelById(order.channelId) ?? ctx.channel).currency, ctx);
    },
  }),
  route({
    method: 'GET',
    path: '/v1/blockedorders/:code',
    access: 'user',
    summary: 'Whether an order is blocked, and why',
    response: blockedOrder,
    params: orderCode,
    handler: async ({ db, viewer, params, ctx }) => {
      const { order } = await findOwnOrder(db, viewer.accountId, params.code, ctx);
      const stored = order.blockedReason;
      const reasonCode = isBlockedReasonCode(stored) ? stored : null;
      return { code: order.code, blocked: stored !== null, reason: reasonCode ? BLOCKED_REASON_TEXT[reasonCode] : stored, reasonCode };
    },
  }),
];
