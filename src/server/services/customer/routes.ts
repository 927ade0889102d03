import { route } from '../../http/route';
import { FTP_FIELDS, FTP_BUSINESS_ONLY, FTP_BLOCKED, BUSINESS_FIELDS } from '@/domain/schemas/customer';
import { BusinessAccountStatus } from '@/domain/roles';
import { badRequest, forbidden } from '../../http/errors';
import { ADDRESS_MESSAGE_TEXT, countryOfRegion, isValidPersonalPhone } from '@/domain/address-rules';
import { customerApi } from '@/domain/contracts/customer';
import { getCustomer, updateCustomer, patchCustomer, listAddresses, createAddress, updateAddress, deleteAddress } from './customers';
import { requestSubscription, subscriptionState, unsubscribe } from '../../lifecycle';
import { channelOf } from '../channel-of';
import { requested } from '../requested';

/** Customer API of spec §7, mounted at /api/customer; the contracts are `customerApi` of `src/domain/contracts/customer.ts`. */
export const routes = [
  route({
    ...customerApi.me,
    access: 'user',
    handler: ({ db, viewer }) => getCustomer(db, viewer.accountId),
  }),
  route({
    ...customerApi.updateMe,
    access: 'user',
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
    ...customerApi.patchMe,
    access: 'user',
    handler: async ({ db, viewer, body }) => {
      if (FTP_FIELDS.some((field) => body[field] !== undefined)) {
        if (!viewer.business) throw forbidden(FTP_BUSINESS_ONLY);
        // A blocked account (spec §4) keeps its settings as they are until customer care unblocks it.
        if ((await getCustomer(db, viewer.accountId)).businessStatus === BusinessAccountStatus.Blocked) throw forbidden(FTP_BLOCKED);
      }
      return patchCustomer(db, viewer.accountId, body);
    },
  }),
  route({
    ...customerApi.addresses,
    access: 'user',
    handler: async ({ db, viewer }) => ({ addresses: await listAddresses(db, viewer.accountId) }),
  }),
  route({
    ...customerApi.createAddress,
    access: 'user',
    handler: ({ db, viewer, body }) => createAddress(db, viewer.accountId, body),
  }),
  route({
    ...customerApi.updateAddress,
    access: 'user',
    handler: ({ db, viewer, params, body }) => updateAddress(db, viewer.accountId, params.id, body),
  }),
  route({
    ...customerApi.deleteAddress,
    access: 'user',
    handler: async ({ db, viewer, params }) => {
      await deleteAddress(db, viewer.accountId, params.id);
      return { ok: true };
    },
  }),
  route({
    ...customerApi.newsletter,
    access: 'user',
    handler: async ({ db, viewer, query, ctx }) => ({ state: await subscriptionState(db, viewer.email, channelOf(query.channel, ctx)) }),
  }),
  route({
    ...customerApi.subscribeNewsletter,
    access: 'user',
    handler: async ({ db, viewer, query, ctx }) => {
      await requestSubscription(db, { accountId: viewer.accountId, email: viewer.email, channelId: channelOf(query.channel, ctx) });
      return requested();
    },
  }),
  route({
    ...customerApi.unsubscribeNewsletter,
    access: 'user',
    handler: async ({ db, viewer, query, ctx }) => {
      await unsubscribe(db, { accountId: viewer.accountId, email: viewer.email, channelId: channelOf(query.channel, ctx) });
      return { ok: true };
    },
  }),
];
