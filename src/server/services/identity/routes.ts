import { z } from 'zod';
import { route } from '../../http/route';
import { forbidden } from '../../http/errors';
import type { Viewer } from '../../auth/viewer';
import type { RequestContext } from '../../request-context';
import { channelById } from '@/domain/channels';
import { emailChangeRequest, deleteAccountRequest, confirmationToken } from '@/domain/schemas/settings';
import { requestEmailChange, confirmEmailChange, requestAccountDeletion, confirmAccountDeletion, clientAddressOf } from '../../lifecycle';

const identity = z.object({ idpType: z.string().min(1).max(40), idpSub: z.uuid({ error: 'idpSub must be a UUID' }) });
const identityWithToken = identity.extend({ token: confirmationToken });

/** The path names an identity: only its own owner may act on it. */
function ownIdentity(viewer: Viewer, params: z.infer<typeof identity>): void {
  if (viewer.idpType !== params.idpType || viewer.idpSub !== params.idpSub) throw forbidden('This is not your account');
}

function channelOf(requested: string | undefined, ctx: RequestContext): string {
  return (requested && channelById(requested)?.id) || ctx.channel.id;
}

const base = '/v2/identities/:idpType/:idpSub';
const requested = z.object({ requested: z.literal(true) });

/**
 * Identity API of spec §7, mounted at /api/identity. Requests need the signed-in owner; the
 * confirm calls are authorised by the single-use token itself (the link may be opened anywhere).
 */
export const routes = [
  route({
    method: 'POST',
    path: `${base}/deleteaccount`,
    access: 'user',
    response: { 202: requested },
    refusals: { 403: 'The path names another account', 429: 'Too many requests, try again later' },
    params: identity,
    body: deleteAccountRequest,
    summary: 'Mails a confirmation link for deleting the account',
    handler: async ({ db, viewer, params, body, ctx }) => {
      ownIdentity(viewer, params);
      await requestAccountDeletion(db, { accountId: viewer.accountId, channelId: channelOf(body?.channel, ctx) });
      return new Response(JSON.stringify({ requested: true }), { status: 202, headers: { 'content-type': 'application/json' } });
    },
  }),
  route({
    method: 'POST',
    path: `${base}/deleteaccount/:token/actions/confirm`,
    access: 'public',
    response: z.object({ deleted: z.literal(true) }),
    refusals: { 400: 'The link is not valid, has expired or was used' },
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
    response: { 202: requested },
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
      return new Response(JSON.stringify({ requested: true }), { status: 202, headers: { 'content-type': 'application/json' } });
    },
  }),
  route({
    method: 'POST',
    path: `${base}/emailchanges/:token/actions/confirm`,
    access: 'public',
    response: z.object({ changed: z.literal(true), email: z.string() }),
    refusals: { 400: 'The link is not valid, has expired or was used', 409: 'The address is in use' },
    params: identityWithToken,
    summary: 'Changes the e-mail address and ends every session of the account',
    handler: async ({ db, params }) => {
      const { email } = await confirmEmailChange(db, params.token, params.idpSub);
      return { changed: true, email };
    },
  }),
];
