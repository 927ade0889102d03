import type { apiFor } from '@/client/in-process.server';
import { CUT_OFF_CAMPAIGNS } from '@/domain/orders/cut-off';

type ShopClient = ReturnType<typeof apiFor>['shop'];

/** The campaigns whose order cut-off may be pointed out (spec §7 Order cut-off); unknown ones are left out. */
export async function cutOffCampaigns(shop: ShopClient) {
  const campaigns = await Promise.all(CUT_OFF_CAMPAIGNS.map((name) => shop.campaign(name)));
  return campaigns.filter((c) => c !== null);
}
