import type { z } from 'zod';
import { route } from '../../http/route';
import { forbidden, notFound, tooManyRequests } from '../../http/errors';
import { json } from '../../http/json';
import type { Viewer } from '../../auth/viewer';
import { channelOf } from '../channel-of';
import { requested } from '../requested';
import { identityApi, identityParams, TOO_MANY_SIGN_UPS, UNKNOWN_LINK, WRONG_CREDENTIALS } from '@/domain/contracts/identity';
import {
  requestEmailChange,
  confirmEmailChange,
  requestAccountDeletion,
  confirmAccountDeletion,
  requestPasswordReset,
  resetPassword,
  changePassword,
  requestSignUp,
  confirmSignUp,
  peekConfirmationToken,
  clientAddressOf,
} from '../../lifecycle';
import { issueTokens, signIn, signUpAllowed } from '../../identity';
import { revokeAllSessions, revokeRefreshToken } from '../../auth/session-tokens';
import { closeAccountSockets } from '../../push';

/** The path names an identity: only its own owner may act on it. */
function ownIdentity(viewer: Viewer, params: z.infer<typeof identityParams>): void {
  if (viewer.idpType !== params.idpType || viewer.idpSub !== params.idpSub) throw forbidden('This is not your account');
}

/**
 * Identity API of spec §7, mounted at /api/identity; the contracts are `identityApi` of
 * `src/domain/contracts/identity.ts`. Requests need the signed-in owner; the confirm calls are authorised
 * by the single-use token itself (the link may be opened anywhere): under `/v2/identities/…` bound to the
 * path's identity, under `/v2/emailchanges` and `/v2/deleteaccount` by the token alone (what the mailed
 * link's button has). Signing in and out, password resets and sign-ups are public; whether an address has
 * an account is never told.
 */
export const routes = [
  route({
    ...identityApi.requestDeletion,
    access: 'user',
    handler: async ({ db, viewer, params, body, ctx }) => {
      ownIdentity(viewer, params);
      await requestAccountDeletion(db, { accountId: viewer.accountId, channelId: channelOf(body?.channel, ctx) });
      return requested();
    },
  }),
  route({
    ...identityApi.confirmOwnDeletion,
    access: 'public',
    handler: async ({ db, params }) => {
      const { accountId } = await confirmAccountDeletion(db, params.token, params.idpSub);
      await closeAccountSockets(accountId);
      return { deleted: true };
    },
  }),
  route({
    ...identityApi.requestEmailChange,
    access: 'user',
    handler: async ({ db, viewer, params, body, ctx, request }) => {
      ownIdentity(viewer, params);
      await requestEmailChange(db, {
        accountId: viewer.accountId,
        newEmail: body.email,
        channelId: channelOf(body.channel, ctx),
        clientAddress: clientAddressOf(request),
        password: body.password,
      });
      return requested();
    },
  }),
  route({
    ...identityApi.confirmOwnEmailChange,
    access: 'public',
    handler: async ({ db, params }) => {
      const { email } = await confirmEmailChange(db, params.token, params.idpSub);
      return { changed: true, email };
    },
  }),
  route({
    ...identityApi.confirmEmailChange,
    access: 'public',
    handler: async ({ db, params }) => {
      const { email } = await confirmEmailChange(db, params.token);
      return { changed: true, email };
    },
  }),
  route({
    ...identityApi.confirmDeletion,
    access: 'public',
    handler: async ({ db, params }) => {
      const { accountId } = await confirmAccountDeletion(db, params.token);
      await closeAccountSockets(accountId);
      return { deleted: true };
    },
  }),
  route({
    ...identityApi.peek,
    access: 'public',
    handler: async ({ db, params }) => {
      const row = await peekConfirmationToken(db, params.kind, params.token);
      if (!row) throw notFound(UNKNOWN_LINK);
      return { kind: params.kind, email: row.email, accountId: row.accountId };
    },
  }),
  route({
    ...identityApi.requestPasswordReset,
    access: 'public',
    handler: async ({ db, body, ctx, request }) => {
      await requestPasswordReset(db, {
        email: body.email,
        channelId: channelOf(body.channel, ctx),
        clientAddress: clientAddressOf(request),
      });
      return requested();
    },
  }),
  route({
    ...identityApi.resetPassword,
    access: 'public',
    handler: async ({ db, params, body }) => {
      await resetPassword(db, params.token, body.password);
      return { ok: true };
    },
  }),
  route({
    ...identityApi.changePassword,
    access: 'user',
    handler: async ({ db, viewer, params, body, ctx }) => {
      ownIdentity(viewer, params);
      const account = await changePassword(db, {
        accountId: viewer.accountId,
        current: body.current,
        password: body.password,
        channelId: channelOf(body.channel, ctx),
      });
      return issueTokens(db, account);
    },
  }),
  route({
    ...identityApi.signIn,
    access: 'public',
    // The same back-off for the sign-in form and any other caller: the client address the request came from
    // (the page's visitor for an in-process call), the device value the caller holds.
    handler: async ({ db, body, request }) => {
      const result = await signIn(db, body.email, body.password, { address: clientAddressOf(request), device: body.device });
      if (result.ok) return { accessToken: result.accessToken, refreshToken: result.refreshToken, device: result.device };
      if (result.reason === 'invalid') return json({ message: WRONG_CREDENTIALS }, 401);
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      return json({ message: `Too many failed sign-ins, try again in ${seconds} s` }, 429, { 'retry-after': String(seconds) });
    },
  }),
  route({
    ...identityApi.signOut,
    access: 'public',
    // Whoever holds a refresh token may end its session; an unknown one answers the same.
    handler: async ({ db, body }) => {
      await revokeRefreshToken(db, body.refreshToken);
      return { ok: true };
    },
  }),
  route({
    ...identityApi.signOutEverywhere,
    access: 'user',
    handler: async ({ db, viewer, params }) => {
      ownIdentity(viewer, params);
      await revokeAllSessions(db, viewer.accountId);
      await closeAccountSockets(viewer.accountId);
      return { ok: true };
    },
  }),
  route({
    ...identityApi.signUp,
    access: 'public',
    handler: async ({ db, body, ctx, request }) => {
      if (!(await signUpAllowed(db, clientAddressOf(request)))) throw tooManyRequests(TOO_MANY_SIGN_UPS);
      const { channel, ...details } = body;
      await requestSignUp(db, { ...details, channelId: channelOf(channel, ctx) });
      return requested();
    },
  }),
  route({
    ...identityApi.confirmSignUp,
    access: 'public',
    handler: async ({ db, params }) => {
      const { account, returnTo } = await confirmSignUp(db, params.token);
      return { ...(await issueTokens(db, account)), returnTo };
    },
  }),
];
