import type { z } from 'zod';
import type { HttpOptions } from './http';
import { contractClient } from './contract';
import { customerApi } from '@/domain/contracts/customer';
import type { customerUpdate, customerPatch } from '@/domain/schemas/customer';
import type { deliveryAddressInput } from '@/domain/schemas/settings';

type AddressBody = z.input<typeof deliveryAddressInput>;

/** Typed client of the customer service (spec §7, mounted at /api/customer), each call made by its route's contract. */
export function customerClient(options: HttpOptions) {
  const call = contractClient('customer', options);
  return {
    me: () => call(customerApi.me, {}),
    updateMe: (body: z.input<typeof customerUpdate>) => call(customerApi.updateMe, { body }),
    patchMe: (body: z.input<typeof customerPatch>) => call(customerApi.patchMe, { body }),
    addresses: async () => (await call(customerApi.addresses, {})).addresses,
    createAddress: (body: AddressBody) => call(customerApi.createAddress, { body }),
    updateAddress: (id: string, body: AddressBody) => call(customerApi.updateAddress, { params: { id }, body }),
    deleteAddress: (id: string) => call(customerApi.deleteAddress, { params: { id } }),
    newsletter: async (channel: string) => (await call(customerApi.newsletter, { query: { channel } })).state,
    subscribeNewsletter: (channel: string) => call(customerApi.subscribeNewsletter, { query: { channel } }),
    unsubscribeNewsletter: (channel: string) => call(customerApi.unsubscribeNewsletter, { query: { channel } }),
  };
}
