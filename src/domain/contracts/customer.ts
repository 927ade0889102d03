import { z } from 'zod';
import { contract } from './contract';
import { mailsALink } from './mails-a-link';
import { customer, address, addressList, customerUpdate, customerPatch, FTP_BUSINESS_ONLY, FTP_BLOCKED } from '../schemas/customer';
import { deliveryAddressInput } from '../schemas/settings';
import { okAnswer } from '../schemas/answers';
import { newsletterAnswer } from '../schemas/account';

const addressId = z.object({ id: z.uuid({ error: 'Address id must be a UUID' }) });
const channelQuery = z.object({ channel: z.string().max(40).optional() });

/** Customer API of spec §7, mounted at /api/customer (the route table: `src/server/services/customer/routes.ts`). */
export const customerApi = {
  me: contract({
    method: 'GET',
    path: '/customers/me',
    response: customer,
    // A session checked just before its account was deleted reads no customer: the page signs out (spec §4).
    refusals: { 404: 'The account was deleted' },
    summary: "The caller's customer details with addresses",
  }),
  updateMe: contract({
    method: 'PUT',
    path: '/customers/me',
    body: customerUpdate,
    response: customer,
    refusals: { 403: 'Company fields are only for business customers' },
    summary: 'Replaces the personal details (company fields for business customers only)',
  }),
  patchMe: contract({
    method: 'PATCH',
    path: '/customers/me',
    body: customerPatch,
    response: customer,
    refusals: { 403: `${FTP_BUSINESS_ONLY}; ${FTP_BLOCKED}` },
    summary: 'Changes the FTP callback (business customers whose account is not blocked) or hideOrderPrints',
  }),
  addresses: contract({
    method: 'GET',
    path: '/customers/me/addresses',
    response: addressList,
    summary: "The caller's addresses, the default first",
  }),
  createAddress: contract({
    method: 'POST',
    path: '/customers/me/addresses',
    body: deliveryAddressInput,
    response: address,
    summary: 'Adds an address',
  }),
  updateAddress: contract({
    method: 'PUT',
    path: '/customers/me/addresses/:id',
    params: addressId,
    body: deliveryAddressInput,
    response: address,
    summary: 'Replaces an address',
  }),
  deleteAddress: contract({
    method: 'DELETE',
    path: '/customers/me/addresses/:id',
    params: addressId,
    response: okAnswer,
    summary: 'Deletes an address',
  }),
  newsletter: contract({
    method: 'GET',
    path: '/customers/me/newsletter',
    query: channelQuery,
    response: newsletterAnswer,
    summary: "The caller's newsletter subscription on the channel: subscribed, pending (waiting for the opt-in) or none",
  }),
  subscribeNewsletter: contract({
    method: 'POST',
    path: '/customers/me/newsletter',
    query: channelQuery,
    ...mailsALink(),
    summary: 'Asks for the newsletter: mails the 24-hour opt-in link (double opt-in)',
  }),
  unsubscribeNewsletter: contract({
    method: 'DELETE',
    path: '/customers/me/newsletter',
    query: channelQuery,
    response: okAnswer,
    summary: 'Ends the newsletter subscription on the channel',
  }),
};
