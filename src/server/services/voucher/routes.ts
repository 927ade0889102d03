import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { shopVoucherOffers } from '../../db/schema';
import { codeParam, type VoucherOffer } from '@/domain/schemas/orders';
import { voucherOffer } from '@/domain/schemas/orders';

/** Voucher API of spec §7, mounted at /api/voucher. An unknown code answers 404; the title is in the request's language. */
export const routes = [
  route({
    method: 'GET',
    path: '/api/v1/campaigns/offers/:code',
    access: 'user',
    summary: 'A voucher offer (404: no such voucher)',
    response: voucherOffer,
    params: z.object({ code: codeParam(60) }),
    handler: async ({ db, params, ctx }): Promise<VoucherOffer> => {
      const [offer] = await db.select().from(shopVoucherOffers).where(eq(shopVoucherOffers.code, params.code));
      if (!offer) throw notFound('Voucher offer not found');
      return {
        // The campaign's title in the caller's language; a campaign without a translation keeps its own.
        voucherOptionCode: offer.code,
        title: ctx.t(`orders.voucher.offers.${offer.code}`, { defaultValue: offer.title }),
        discountPercent: offer.discountPercent,
        validUntil: offer.validUntil?.toISOString() ?? null,
        abTest: offer.experience === 'control' || offer.experience === 'A' ? { experience: offer.experience } : null,
      };
    },
  }),
];
