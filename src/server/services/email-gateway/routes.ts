import { route } from '../../http/route';
import { emailGatewayApi } from '@/domain/contracts/email-gateway';
import { confirmSubscription } from '../../lifecycle';

/** E-mail gateway of spec §7, mounted at /api/email-gateway; the contracts are `emailGatewayApi` of `src/domain/contracts/email-gateway.ts`. */
export const routes = [
  route({
    ...emailGatewayApi.confirmSubscription,
    access: 'public',
    handler: async ({ db, params }) => {
      const { email } = await confirmSubscription(db, params.email, params.token);
      return { subscribed: true, email };
    },
  }),
];
