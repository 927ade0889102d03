import { z } from 'zod';
import { route } from '../../http/route';
import { confirmationToken } from '@/domain/schemas/settings';
import { confirmSubscription } from '../../lifecycle';

const params = z.object({ email: z.email({ error: 'The e-mail address is not valid' }).max(254), token: confirmationToken });

/** E-mail gateway of spec §7, mounted at /api/email-gateway: newsletter double opt-in, unauthenticated. */
export const routes = [
  route({
    method: 'POST',
    path: '/api/v1/Profiles/:email/subscription/confirm/:token',
    access: 'public',
    response: z.object({ subscribed: z.literal(true), email: z.string() }),
    params,
    summary: 'Confirms a newsletter subscription with the token of the opt-in mail',
    handler: async ({ db, params: p }) => {
      const { email } = await confirmSubscription(db, p.email, p.token);
      return { subscribed: true, email };
    },
  }),
];
