import { z } from 'zod';
import { contract } from './contract';
import { confirmationToken } from '../schemas/settings';

/** E-mail gateway of spec §7, mounted at /api/email-gateway: newsletter double opt-in, unauthenticated. */
export const emailGatewayApi = {
  confirmSubscription: contract({
    method: 'POST',
    path: '/api/v1/Profiles/:email/subscription/confirm/:token',
    params: z.object({ email: z.email({ error: 'The e-mail address is not valid' }).max(254), token: confirmationToken }),
    response: z.object({ subscribed: z.literal(true), email: z.string() }),
    summary: 'Confirms a newsletter subscription with the token of the opt-in mail',
  }),
};
