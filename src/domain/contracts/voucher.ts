import { z } from 'zod';
import { contract } from './contract';
import { codeParam, voucherOffer } from '../schemas/orders';

/** Voucher API of spec §7, mounted at /api/voucher. An unknown code answers 404; the title is in the request's language. */
export const voucherApi = {
  offer: contract({
    method: 'GET',
    path: '/api/v1/campaigns/offers/:code',
    params: z.object({ code: codeParam(60) }),
    response: voucherOffer,
    summary: 'A voucher offer (404: no such voucher)',
  }),
};
