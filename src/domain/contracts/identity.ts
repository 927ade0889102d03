import { z } from 'zod';
import { contract } from './contract';
import { okAnswer } from '../schemas/answers';
import { emailChangeRequest, deleteAccountRequest, confirmationToken } from '../schemas/settings';
import {
  confirmationParams,
  confirmationPeek,
  passwordChangeBody,
  passwordResetBody,
  passwordResetRequest,
  sessionAnswer,
  signInAnswer,
  signInRequest,
  signOutRequest,
  signUpAnswer,
  signUpRequest,
  tokenParams,
} from '../schemas/account';
import { mailsALink } from './mails-a-link';

/** The identity a signed-in call acts on (`/v2/identities/{idpType}/{idpSub}`): only its owner may. */
export const identityParams = z.object({ idpType: z.string().min(1).max(40), idpSub: z.uuid({ error: 'idpSub must be a UUID' }) });
const identityWithToken = identityParams.extend({ token: confirmationToken });

const base = '/v2/identities/:idpType/:idpSub';
const NOT_YOURS = 'The path names another account';
const INVALID_LINK = 'The link is not valid, has expired or was used';
export const UNKNOWN_LINK = 'The link is unknown, has expired or was used';
export const WRONG_CREDENTIALS = 'The e-mail address or the password is wrong';
export const TOO_MANY_SIGN_INS = 'Too many failed sign-ins, try again after Retry-After seconds';
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from this address, try again later';
const deleted = z.object({ deleted: z.literal(true) });
const changed = z.object({ changed: z.literal(true), email: z.string() });

/** Identity API of spec §7, mounted at /api/identity (the route table: `src/server/services/identity/routes.ts`). */
export const identityApi = {
  requestDeletion: contract({
    method: 'POST',
    path: `${base}/deleteaccount`,
    params: identityParams,
    body: deleteAccountRequest,
    ...mailsALink({ 403: NOT_YOURS }),
    summary: 'Mails a confirmation link for deleting the account',
  }),
  confirmOwnDeletion: contract({
    method: 'POST',
    path: `${base}/deleteaccount/:token/actions/confirm`,
    params: identityWithToken,
    response: deleted,
    refusals: { 400: INVALID_LINK },
    summary: 'Deletes the account the token was issued for',
  }),
  requestEmailChange: contract({
    method: 'POST',
    path: `${base}/emailchanges`,
    params: identityParams,
    body: emailChangeRequest,
    ...mailsALink({ 401: 'The current password is wrong', 403: NOT_YOURS, 409: 'The address is in use' }),
    summary: 'Mails a confirmation link to the new address (401 wrong password, 409 in use, 429 too often)',
  }),
  confirmOwnEmailChange: contract({
    method: 'POST',
    path: `${base}/emailchanges/:token/actions/confirm`,
    params: identityWithToken,
    response: changed,
    refusals: { 400: INVALID_LINK, 409: 'The address is in use' },
    summary: 'Changes the e-mail address and ends every session of the account',
  }),
  confirmEmailChange: contract({
    method: 'POST',
    path: '/v2/emailchanges/:token/actions/confirm',
    params: tokenParams,
    response: changed,
    refusals: { 400: INVALID_LINK, 409: 'The address is in use' },
    summary: 'Changes the e-mail address the token was issued for and ends every session of the account',
  }),
  confirmDeletion: contract({
    method: 'POST',
    path: '/v2/deleteaccount/:token/actions/confirm',
    params: tokenParams,
    response: deleted,
    refusals: { 400: INVALID_LINK },
    summary: 'Deletes the account the token was issued for',
  }),
  peek: contract({
    method: 'GET',
    path: '/v2/confirmations/:kind/:token',
    params: confirmationParams,
    response: confirmationPeek,
    refusals: { 404: UNKNOWN_LINK },
    summary: 'Whether a mailed link can still be used, without using it (what the GET of a link may do)',
  }),
  requestPasswordReset: contract({
    method: 'POST',
    path: '/v2/passwordresets',
    body: passwordResetRequest,
    ...mailsALink(),
    summary: 'Mails a 1-hour reset link when the address has an account (the answer is the same when it has none)',
  }),
  resetPassword: contract({
    method: 'POST',
    path: '/v2/passwordresets/:token/actions/confirm',
    params: tokenParams,
    body: passwordResetBody,
    response: okAnswer,
    refusals: { 400: INVALID_LINK },
    summary: 'Sets a new password with a reset link and ends every session of the account',
  }),
  changePassword: contract({
    method: 'PUT',
    path: `${base}/password`,
    params: identityParams,
    body: passwordChangeBody,
    response: sessionAnswer,
    refusals: { 401: 'The current password is wrong', 403: NOT_YOURS },
    summary: 'Changes the password (the current one asked again), ends every session and answers a new one for the caller',
  }),
  signIn: contract({
    method: 'POST',
    path: '/v2/sessions',
    body: signInRequest,
    response: signInAnswer,
    refusals: { 401: `${WRONG_CREDENTIALS} (the same answer whether the address has an account or not)`, 429: TOO_MANY_SIGN_INS },
    summary:
      'Signs in: answers a session and the device value to send with the next sign-in, whose back-off is its own (after failures, 429 with Retry-After)',
  }),
  signOut: contract({
    method: 'POST',
    path: '/v2/sessions/actions/revoke',
    body: signOutRequest,
    response: okAnswer,
    summary: 'Ends the session of a refresh token (the same answer for a token that is unknown or has ended)',
  }),
  signOutEverywhere: contract({
    method: 'POST',
    path: `${base}/sessions/actions/revoke`,
    params: identityParams,
    response: okAnswer,
    refusals: { 403: NOT_YOURS },
    summary: "Ends every session of the account, the caller's too",
  }),
  signUp: contract({
    method: 'POST',
    path: '/v2/signups',
    body: signUpRequest,
    ...mailsALink({ 429: TOO_MANY_SIGN_UPS }),
    summary: 'Mails a confirmation link to a new address, or a sign-in notice to a registered one (the answer is the same)',
  }),
  confirmSignUp: contract({
    method: 'POST',
    path: '/v2/signups/:token/actions/confirm',
    params: tokenParams,
    response: signUpAnswer,
    refusals: { 400: INVALID_LINK },
    summary: 'Creates the account of a confirmed sign-up and answers its first session',
  }),
};
