import { eq, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared';
import { route } from '../../http/route';
import { voucherApi } from '@/domain/contracts/voucher';
import type { VoucherOffer } from '@/domain/schemas/orders';
import { notFound } from '../../http/errors';
import { shopVoucherOffers } from '../../db/schema';

/** An order page asks it for each voucher of its products: prepared once. */
const offerByCode = preparedPerDb((db) =>
  db
    .select()
    .from(shopVoucherOffers)
    .where(eq(shopVoucherOffers.code, sql.placeholder('code')))
    .prepare('voucher_offer_by_code'),
);

/** Voucher API of spec §7, mounted at /api/voucher. An unknown code answers 404; the title is in the request's language. */
export const routes = [
  route({
    ...voucherApi.offer,
    access: 'user',
    handler: async ({ db, params, ctx }): Promise<VoucherOffer> => {
      const [offer] = await offerByCode(db).execute({ code: params.code });
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
