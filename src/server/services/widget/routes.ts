import { z } from 'zod';
import { route } from '../../http/route';
import { widgetInput, shareQuery } from '@/domain/schemas/widgets';
import { codeParam } from '@/domain/schemas/orders';
import { line } from '@/domain/schemas/text';
import { getWidget, listWidgets, createWidget, deleteWidget, shareWidget } from './widgets';
import { widget, widgetList } from '@/domain/schemas/widgets';
import { okAnswer } from '@/domain/schemas/answers';

const widgetCode = z.object({ code: codeParam(60) });

/** Widget API of spec §7 (online products, consumers only), mounted at /api/widget. */
export const routes = [
  route({
    method: 'GET',
    path: '/v1/widget/all',
    access: 'consumer',
    summary: "The caller's online products, optionally only of some orders",
    response: widgetList,
    query: z.object({ orderCodes: line().max(5000).optional() }),
    handler: async ({ db, viewer, query }) => ({
      widgets: await listWidgets(
        db,
        viewer.accountId,
        query.orderCodes === undefined
          ? null
          : query.orderCodes
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean),
      ),
    }),
  }),
  route({
    method: 'GET',
    path: '/v1/widget/:code',
    access: 'consumer',
    summary: 'One online product of the caller',
    response: widget,
    params: widgetCode,
    handler: ({ db, viewer, params }) => getWidget(db, viewer.accountId, params.code),
  }),
  route({
    method: 'POST',
    path: '/v1/widget/:code',
    access: 'consumer',
    summary: 'Makes an ordered product an online product',
    response: widget,
    refusals: { 409: 'Already an online product', 422: 'Only photo books can become online products' },
    params: widgetCode,
    body: widgetInput.optional(),
    handler: ({ db, viewer, params, body }) => createWidget(db, viewer.accountId, params.code, body?.title),
  }),
  route({
    method: 'DELETE',
    path: '/v1/widget/:code',
    access: 'consumer',
    summary: 'Removes an online product',
    response: okAnswer,
    params: widgetCode,
    handler: async ({ db, viewer, params }) => {
      await deleteWidget(db, viewer.accountId, params.code);
      return { ok: true };
    },
  }),
  route({
    method: 'PUT',
    path: '/v1/widget/:code/share',
    access: 'consumer',
    summary: 'Mails a link to an online product',
    response: okAnswer,
    refusals: { 422: "vendorId is not the vendor of the online product's channel", 429: 'Too many share mails, try again later' },
    params: widgetCode,
    query: shareQuery,
    handler: ({ db, viewer, params, query, ctx }) => shareWidget(db, viewer.accountId, params.code, query, ctx.t, ctx.channel),
  }),
];
