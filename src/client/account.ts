import type { z } from 'zod';
import { serviceClient, HttpStatusError, type HttpOptions } from './http';
import {
  confirmationPeek,
  requestedAnswer,
  sessionAnswer,
  signUpAnswer,
  type ConfirmationKind,
  type passwordChangeBody,
  type signUpRequest,
} from '@/domain/schemas/account';
import type { emailChangeRequest } from '@/domain/schemas/settings';
import { okAnswer } from '@/domain/schemas/answers';

/** The identity a signed-in call acts on (`/v2/identities/{idpType}/{idpSub}`): the viewer's own. */
export interface IdentityRef {
  idpType: string;
  idpSub: string;
}

const token = (value: string) => encodeURIComponent(value);

/**
 * Typed client of the account flows (spec §7): the Identity API (e-mail change, deletion, password,
 * sign-up, peeking at mailed links) and the E-mail gateway's newsletter opt-in. Every answer is parsed with its schema.
 */
export function accountClient(options: HttpOptions) {
  const identity = serviceClient('identity', options);
  const gateway = serviceClient('email-gateway', options);
  const own = (who: IdentityRef) => `/v2/identities/${encodeURIComponent(who.idpType)}/${encodeURIComponent(who.idpSub)}`;
  return {
    /** The address a mailed link was sent to while it can still be used; null when it cannot (or is no token at all). */
    async peek(kind: ConfirmationKind, value: string) {
      try {
        return await identity.request(`/v2/confirmations/${kind}/${token(value)}`, confirmationPeek);
      } catch (error) {
        if (error instanceof HttpStatusError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    requestEmailChange: (who: IdentityRef, body: z.input<typeof emailChangeRequest>) =>
      identity.request(`${own(who)}/emailchanges`, requestedAnswer, { method: 'POST', body }),
    confirmEmailChange: (value: string) => identity.send(`/v2/emailchanges/${token(value)}/actions/confirm`, { method: 'POST' }),
    requestDeletion: (who: IdentityRef, channel: string) =>
      identity.request(`${own(who)}/deleteaccount`, requestedAnswer, { method: 'POST', body: { channel } }),
    confirmDeletion: (value: string) => identity.send(`/v2/deleteaccount/${token(value)}/actions/confirm`, { method: 'POST' }),
    requestPasswordReset: (email: string, channel: string) =>
      identity.request('/v2/passwordresets', requestedAnswer, { method: 'POST', body: { email, channel } }),
    resetPassword: (value: string, password: string) =>
      identity.request(`/v2/passwordresets/${token(value)}/actions/confirm`, okAnswer, { method: 'POST', body: { password } }),
    /** Ends every session of the account; the answer is a new one for the caller. */
    changePassword: (who: IdentityRef, body: z.input<typeof passwordChangeBody>) =>
      identity.request(`${own(who)}/password`, sessionAnswer, { method: 'PUT', body }),
    /** Ends every session of the account, the caller's too. */
    signOutEverywhere: (who: IdentityRef) => identity.request(`${own(who)}/sessions/actions/revoke`, okAnswer, { method: 'POST' }),
    signUp: (body: z.input<typeof signUpRequest>) => identity.request('/v2/signups', requestedAnswer, { method: 'POST', body }),
    confirmSignUp: (value: string) => identity.request(`/v2/signups/${token(value)}/actions/confirm`, signUpAnswer, { method: 'POST' }),
    confirmSubscription: (email: string, value: string) =>
      gateway.send(`/api/v1/Profiles/${encodeURIComponent(email)}/subscription/confirm/${token(value)}`, { method: 'POST' }),
  };
}
