import type { z } from 'zod';
import { HttpStatusError, type HttpOptions } from './http';
import { contractClient } from './contract';
import { identityApi, type identityParams } from '@/domain/contracts/identity';
import { emailGatewayApi } from '@/domain/contracts/email-gateway';
import type { ConfirmationKind, passwordChangeBody, signInRequest, signUpRequest } from '@/domain/schemas/account';
import type { emailChangeRequest } from '@/domain/schemas/settings';

/** The identity a signed-in call acts on (`/v2/identities/{idpType}/{idpSub}`): the viewer's own. */
export type IdentityRef = z.input<typeof identityParams>;

/**
 * Typed client of the account flows (spec §7): the Identity API (signing in and out, e-mail change, deletion,
 * password, sign-up, peeking at mailed links) and the E-mail gateway's newsletter opt-in, each call made by
 * its route's contract (`src/domain/contracts/`).
 */
export function accountClient(options: HttpOptions) {
  const identity = contractClient('identity', options);
  const gateway = contractClient('email-gateway', options);
  return {
    /** The address a mailed link was sent to while it can still be used; null when it cannot (or is no token at all). */
    async peek(kind: ConfirmationKind, token: string) {
      try {
        return await identity(identityApi.peek, { params: { kind, token } });
      } catch (error) {
        if (error instanceof HttpStatusError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    /** A session and the device value to keep for the next sign-in; refused with 401 (wrong) or 429 (back-off, `retryAfterSeconds`). */
    signIn: (body: z.input<typeof signInRequest>) => identity(identityApi.signIn, { body }),
    /** Ends the session of the refresh token. */
    signOut: (refreshToken: string) => identity(identityApi.signOut, { body: { refreshToken } }),
    requestEmailChange: (who: IdentityRef, body: z.input<typeof emailChangeRequest>) =>
      identity(identityApi.requestEmailChange, { params: who, body }),
    confirmEmailChange: (token: string) => identity(identityApi.confirmEmailChange, { params: { token } }),
    requestDeletion: (who: IdentityRef, channel: string) => identity(identityApi.requestDeletion, { params: who, body: { channel } }),
    confirmDeletion: (token: string) => identity(identityApi.confirmDeletion, { params: { token } }),
    requestPasswordReset: (email: string, channel: string) => identity(identityApi.requestPasswordReset, { body: { email, channel } }),
    resetPassword: (token: string, password: string) => identity(identityApi.resetPassword, { params: { token }, body: { password } }),
    /** Ends every session of the account; the answer is a new one for the caller. */
    changePassword: (who: IdentityRef, body: z.input<typeof passwordChangeBody>) =>
      identity(identityApi.changePassword, { params: who, body }),
    /** Ends every session of the account, the caller's too. */
    signOutEverywhere: (who: IdentityRef) => identity(identityApi.signOutEverywhere, { params: who }),
    signUp: (body: z.input<typeof signUpRequest>) => identity(identityApi.signUp, { body }),
    confirmSignUp: (token: string) => identity(identityApi.confirmSignUp, { params: { token } }),
    confirmSubscription: (email: string, token: string) => gateway(emailGatewayApi.confirmSubscription, { params: { email, token } }),
  };
}
