import { z } from 'zod';
import { route } from '../../http/route';
import { customerUpdate, customerPatch, FTP_FIELDS, FTP_BUSINESS_ONLY, BUSINESS_FIELDS } from '@/domain/schemas/customer';
import { badRequest, forbidden } from '../../http/errors';
import { ADDRESS_MESSAGE_TEXT, countryOfRegion, isValidPersonalPhone } from '@/domain/address-rules';
import { deliveryAddressInput } from '@/domain/schemas/settings';
import { getCustomer, updateCustomer, patchCustomer, listAddresses, createAddress, updateAddress, deleteAddress } from './customers';
import { customer, address, addressList } from '@/domain/schemas/customer';
import { okAnswer } from '@/domain/schemas/answers';
import { newsletterAnswer, requestedAnswer } from '@/domain/schemas/account';
import { requestSubscription, subscriptionState, unsubscribe } from '../../lifecycle';
import { channelOf } from '../channel-of';

const addressId = z.object({ id: z.uuid({ error: 'Address id must be a UUID' }) });
const channelQuery = z.object({ channel: z.string().max(40).optional() });

/** Customer API of spec §7, mounted at /api/customer. */
export const routes = [
  route({
    method: 'GET',
    path: '/customers/me',
    access: 'user',
    summary: "The caller's customer details with addresses",
    response: customer,
    handler: ({ db, viewer }) => getCustomer(db, viewer.accountId),
  }),
  route({
    method: 'PUT',
    path: '/customers/me',
    access: 'user',
    summary: 'Replaces the personal details (company fields for business customers only)',
    response: customer,
    refusals: { 403: 'Company fields are only for business customers' },
    body: customerUpdate,
    handler: ({ db, viewer, body, ctx }) => {
      const businessFields = BUSINESS_FIELDS.filter((field) => body[field]);
      if (!viewer.business && businessFields.length)
        throw forbidden(`These fields are only for business customers: ${businessFields.join(', ')}`);
      if (!isValidPersonalPhone(countryOfRegion(ctx.channel.region), body.phone))
        throw badRequest(ADDRESS_MESSAGE_TEXT.phone, [{ path: 'phone', message: ADDRESS_MESSAGE_TEXT.phone }]);
      return updateCustomer(db, viewer.accountId, body);
    },
  }),
  route({
    method: 'PATCH',
    path: '/customers/me',
    access: 'user',
    summary: 'Changes the FTP callback (business customers) or hideOrderPrints',
    response: customer,
    refusals: { 403: FTP_BUSINESS_ONLY },
    body: customerPatch,
    handler: ({ db, viewer, body }) => {
      if (!viewer.business && FTP_FIELDS.some((field) => body[field] !== undefined)) throw forbidden(FTP_BUSINESS_ONLY);
      return patchCustomer(db, viewer.accountId, body);
    },
  }),
  route({
    method: 'GET',
    path: '/customers/me/addresses',
    access: 'user',
    summary: "The caller's addresses, the default first",
    response: addressList,
    handler: async ({ db, viewer }) => ({ addresses: await listAddresses(db, viewer.accountId) }),
  }),
  route({
    method: 'POST',
    path: '/customers/me/addresses',
    access: 'user',
    summary: 'Adds an address',
    response: address,
    body: deliveryAddressInput,
    handler: ({ db, viewer, body }) => createAddress(db, viewer.accountId, body),
  }),
  route({
    method: 'PUT',
    path: '/customers/me/addresses/:id',
    access: 'user',
    summary: 'Replaces an address',
    response: address,
    params: addressId,
    body: deliveryAddressInput,
    handler: ({ db, viewer, params, body }) => updateAddress(db, viewer.accountId, params.id, body),
  }),
  route({
    method: 'DELETE',
    path: '/customers/me/addresses/:id',
    access: 'user',
    summary: 'Deletes an address',
    response: okAnswer,
    params: addressId,
    handler: async ({ db, viewer, params }) => {
      await deleteAddress(db, viewer.accountId, params.id);
      return { ok: true };
    },
  }),
  route({
    method: 'GET',
    path: '/customers/me/newsletter',
    access: 'user',
    summary: "The caller's newsletter subscription on the channel: subscribed, pending (waiting for the opt-in) or none",
    response: newsletterAnswer,
    query: channelQuery,
    handler: async ({ db, viewer, query, ctx }) => ({ state: await subscriptionState(db, viewer.email, channelOf(query.channel, ctx)) }),
  }),
  route({
    method: 'POST',
    path: '/customers/me/newsletter',
    access: 'user',
    summary: 'Asks for the newsletter: mails the 24-hour opt-in link (double opt-in)',
    response: { 202: requestedAnswer },
    refusals: { 429: 'Too many requests, try again later' },
    query: channelQuery,
    handler: async ({ db, viewer, query, ctx }) => {
      await requestSubscription(db, { accountId: viewer.accountId, email: viewer.email, channelId: channelOf(query.channel, ctx) });
      return new Response(JSON.stringify({ requested: true }), { status: 202, headers: { 'content-type': 'application/json' } });
    },
  }),
  route({
    method: 'DELETE',
    path: '/customers/me/newsletter',
    access: 'user',
    summary: 'Ends the newsletter subscription on the channel',
    response: okAnswer,
    query: channelQuery,
    handler: async ({ db, viewer, query, ctx }) => {
      await unsubscribe(db, { accountId: viewer.accountId, email: viewer.email, channelId: channelOf(query.channel, ctx) });
      return { ok: true };
    },
  }),
];
