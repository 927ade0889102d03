import { z } from 'zod';
import { route } from '../../http/route';
import { forbidden, notFound, tooManyRequests } from '../../http/errors';
import type { Viewer } from '../../auth/viewer';
import { channelOf } from '../channel-of';
import { okAnswer } from '@/domain/schemas/answers';
import { emailChangeRequest, deleteAccountRequest, confirmationToken } from '@/domain/schemas/settings';
import {
  confirmationParams,
  confirmationPeek,
  passwordChangeBody,
  passwordResetBody,
  passwordResetRequest,
  requestedAnswer,
  sessionAnswer,
  signUpAnswer,
  signUpRequest,
  tokenParams,
} from '@/domain/schemas/account';
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
import { issueTokens, signUpAllowed } from '../../identity';
import { revokeAllSessions } from '../../auth/session-tokens';

const identity = z.object({ idpType: z.string().min(1).max(40), idpSub: z.uuid({ error: 'idpSub must be a UUID' }) });
const identityWithToken = identity.extend({ token: confirmationToken });

/** The path names an identity: only its own owner may act on it. */
function ownIdentity(viewer: Viewer, params: z.infer<typeof identity>): void {
  if (viewer.idpType !== params.idpType || viewer.idpSub !== params.idpSub) throw forbidden('This is not your account');
}

const base = '/v2/identities/:idpType/:idpSub';
const accepted = () => new Response(JSON.stringify({ requested: true }), { status: 202, headers: { 'content-type': 'application/json' } });
const INVALID_LINK = 'The link is not valid, has expired or was used';

/**
 * Identity API of spec §7, mounted at /api/identity. Requests need the signed-in owner; the
 * confirm calls are authorised by the single-use token itself (the link may be opened anywhere):
 * under `/v2/identities/…` bound to the path's identity, under `/v2/emailchanges` and
 * `/v2/deleteaccount` by the token alone (what the mailed link's button has). Password resets and
 * sign-ups are public; whether an address has an account is never told.
 */
export const routes = [
  route({
    method: 'POST',
    path: `${base}/deleteaccount`,
    access: 'user',
    response: { 202: requestedAnswer },
    refusals: { 403: 'The path names another account', 429: 'Too many requests, try again later' },
    params: identity,
    body: deleteAccountRequest,
    summary: 'Mails a confirmation link for deleting the account',
    handler: async ({ db, viewer, params, body, ctx }) => {
      ownIdentity(viewer, params);
      await requestAccountDeletion(db, { accountId: viewer.accountId, channelId: channelOf(body?.channel, ctx) });
      return accepted();
    },
  }),
  route({
    method: 'POST',
    path: `${base}/deleteaccount/:token/actions/confirm`,
    access: 'public',
    response: z.object({ deleted: z.literal(true) }),
    refusals: { 400: INVALID_LINK },
    params: identityWithToken,
    summary: 'Deletes the account the token was issued for',
    handler: async ({ db, params }) => {
      await confirmAccountDeletion(db, params.token, params.idpSub);
      return { deleted: true };
    },
  }),
  route({
    method: 'POST',
    path: `${base}/emailchanges`,
    access: 'user',
    response: { 202: requestedAnswer },
    refusals: {
      401: 'The current password is wrong',
      403: 'The path names another account',
      409: 'The address is in use',
      429: 'Too many requests, try again later',
    },
    params: identity,
    body: emailChangeRequest,
    summary: 'Mails a confirmation link to the new address (401 wrong password, 409 in use, 429 too often)',
    handler: async ({ db, viewer, params, body, ctx, request }) => {
      ownIdentity(viewer, params);
      await requestEmailChange(db, {
        accountId: viewer.accountId,
        newEmail: body.email,
        channelId: channelOf(body.channel, ctx),
        clientAddress: clientAddressOf(request),
        password: body.password,
      });
      return accepted();
    },
  }),
  route({
    method: 'POST',
    path: `${base}/emailchanges/:token/actions/confirm`,
    access: 'public',
    response: z.object({ changed: z.literal(true), email: z.string() }),
    refusals: { 400: INVALID_LINK, 409: 'The address is in use' },
    params: identityWithToken,
    summary: 'Changes the e-mail address and ends every session of the account',
    handler: async ({ db, params }) => {
      const { email } = await confirmEmailChange(db, params.token, params.idpSub);
      return { changed: true, email };
    },
  }),
  route({
    method: 'POST',
    path: '/v2/emailchanges/:token/actions/confirm',
    access: 'public',
    response: z.object({ changed: z.literal(true), email: z.string() }),
    refusals: { 400: INVALID_LINK, 409: 'The address is in use' },
    params: tokenParams,
    summary: 'Changes the e-mail address the token was issued for and ends every session of the account',
    handler: async ({ db, params }) => {
      const { email } = await confirmEmailChange(db, params.token);
      return { changed: true, email };
    },
  }),
  route({
    method: 'POST',
    path: '/v2/deleteaccount/:token/actions/confirm',
    access: 'public',
    response: z.object({ deleted: z.literal(true) }),
    refusals: { 400: INVALID_LINK },
    params: tokenParams,
    summary: 'Deletes the account the token was issued for',
    handler: async ({ db, params }) => {
      await confirmAccountDeletion(db, params.token);
      return { deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v2/confirmations/:kind/:token',
    access: 'public',
    response: confirmationPeek,
    refusals: { 404: 'The link is unknown, has expired or was used' },
    params: confirmationParams,
    summary: 'Whether a mailed link can still be used, without using it (what the GET of a link may do)',
    handler: async ({ db, params }) => {
      const row = await peekConfirmationToken(db, params.kind, params.token);
      if (!row) throw notFound('The link is unknown, has expired or was used');
      return { kind: params.kind, email: row.email };
    },
  }),
  route({
    method: 'POST',
    path: '/v2/passwordresets',
    access: 'public',
    response: { 202: requestedAnswer },
    refusals: { 429: 'Too many requests, try again later' },
    body: passwordResetRequest,
    summary: 'Mails a 1-hour reset link when the address has an account (the answer is the same when it has none)',
    handler: async ({ db, body, ctx, request }) => {
      await requestPasswordReset(db, {
        email: body.email,
        channelId: channelOf(body.channel, ctx),
        clientAddress: clientAddressOf(request),
      });
      return accepted();
    },
  }),
  route({
    method: 'POST',
    path: '/v2/passwordresets/:token/actions/confirm',
    access: 'public',
    response: okAnswer,
    refusals: { 400: INVALID_LINK },
    params: tokenParams,
    body: passwordResetBody,
    summary: 'Sets a new password with a reset link and ends every session of the account',
    handler: async ({ db, params, body }) => {
      await resetPassword(db, params.token, body.password);
      return { ok: true };
    },
  }),
  route({
    method: 'PUT',
    path: `${base}/password`,
    access: 'user',
    response: sessionAnswer,
    refusals: { 401: 'The current password is wrong', 403: 'The path names another account' },
    params: identity,
    body: passwordChangeBody,
    summary: 'Changes the password (the current one asked again), ends every session and answers a new one for the caller',
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
    method: 'POST',
    path: `${base}/sessions/actions/revoke`,
    access: 'user',
    response: okAnswer,
    refusals: { 403: 'The path names another account' },
    params: identity,
    summary: "Ends every session of the account, the caller's too",
    handler: async ({ db, viewer, params }) => {
      ownIdentity(viewer, params);
      await revokeAllSessions(db, viewer.accountId);
      return { ok: true };
    },
  }),
  route({
    method: 'POST',
    path: '/v2/signups',
    access: 'public',
    response: { 202: requestedAnswer },
    refusals: { 429: 'Too many sign-ups from this address, try again later' },
    body: signUpRequest,
    summary: 'Mails a confirmation link to a new address, or a sign-in notice to a registered one (the answer is the same)',
    handler: async ({ db, body, ctx, request }) => {
      if (!(await signUpAllowed(db, clientAddressOf(request))))
        throw tooManyRequests('Too many sign-ups from this address, try again later');
      const { channel, ...details } = body;
      await requestSignUp(db, { ...details, channelId: channelOf(channel, ctx) });
      return accepted();
    },
  }),
  route({
    method: 'POST',
    path: '/v2/signups/:token/actions/confirm',
    access: 'public',
    response: signUpAnswer,
    refusals: { 400: INVALID_LINK },
    params: tokenParams,
    summary: 'Creates the account of a confirmed sign-up and answers its first session',
    handler: async ({ db, params }) => {
      const { account, returnTo } = await confirmSignUp(db, params.token);
      return { ...(await issueTokens(db, account)), returnTo };
    },
  }),
];
