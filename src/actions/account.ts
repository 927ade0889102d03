import { defineAction, ActionError } from 'astro:actions';
import { z } from 'zod';
import { getDb } from '@/server/runtime';
import { issueTokens } from '@/server/identity';
import { setAuthCookies, clearAuthCookies } from '@/server/auth/cookies';
import { revokeAllSessions } from '@/server/auth/tokens';
import { requestPasswordReset, resetPassword, changePassword, clientAddressOf } from '@/server/lifecycle';
import { PASSWORD_MIN_LENGTH } from '@/domain/constants';
import { safe } from './safe';
import { signedIn, asActionError } from './settings';

const newPassword = z.string().max(200);

/** Password and sessions: forgotten password, password change, signing out everywhere. */
export const account = {
  requestPasswordReset: defineAction({
    accept: 'form',
    input: z.object({ email: z.string().trim().max(254).optional() }),
    handler: safe('PASSWORD_RESET_REQUEST', async (input, context) => {
      const { t, channel } = context.locals.ctx;
      const email = z.email().safeParse(input.email ?? '');
      if (!email.success) throw new ActionError({ code: 'BAD_REQUEST', message: t('settings.email.invalid') });
      try {
        await requestPasswordReset(await getDb(), {
          email: email.data,
          channelId: channel.id,
          origin: context.url.origin,
          clientAddress: clientAddressOf(context.request),
        });
      } catch (error) {
        asActionError(error, context, { 429: 'settings.tooManyRequests' });
      }
      // The same answer whether or not the address has an account.
      return { sentTo: email.data };
    }),
  }),

  resetPassword: defineAction({
    accept: 'form',
    input: z.object({ token: z.string().max(200), password: newPassword.optional() }),
    handler: safe('PASSWORD_RESET', async (input, context) => {
      const { t } = context.locals.ctx;
      const password = input.password ?? '';
      if (password.length < PASSWORD_MIN_LENGTH)
        throw new ActionError({ code: 'BAD_REQUEST', message: t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH }) });
      try {
        await resetPassword(await getDb(), input.token, password);
      } catch (error) {
        asActionError(error, context, { 400: 'account.reset.invalidLink' });
      }
      clearAuthCookies(context.cookies, context.locals.ctx.host);
      return { redirect: '/login?password=reset' };
    }),
  }),

  changePassword: defineAction({
    accept: 'form',
    input: z.object({ current: z.string().max(200).optional(), password: newPassword.optional() }),
    handler: safe('PASSWORD_CHANGE', async (input, context) => {
      const viewer = signedIn(context);
      const { t, host, channel } = context.locals.ctx;
      const password = input.password ?? '';
      if (password.length < PASSWORD_MIN_LENGTH)
        throw new ActionError({ code: 'BAD_REQUEST', message: t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH }) });
      const db = await getDb();
      try {
        const changed = await changePassword(db, {
          accountId: viewer.accountId,
          current: input.current ?? '',
          password,
          channelId: channel.id,
        });
        // Every session ended; this browser goes on with fresh tokens.
        const tokens = await issueTokens(db, changed);
        setAuthCookies(context.cookies, host, tokens.accessToken, tokens.refreshToken);
      } catch (error) {
        asActionError(error, context, { 401: 'settings.email.wrongPassword' });
      }
      return { changed: true };
    }),
  }),

  signOutEverywhere: defineAction({
    accept: 'form',
    input: z.object({}),
    handler: safe('SIGN_OUT_EVERYWHERE', async (_input, context) => {
      const viewer = signedIn(context);
      await revokeAllSessions(await getDb(), viewer.accountId);
      clearAuthCookies(context.cookies, context.locals.ctx.host);
      return { redirect: '/login?signedOut=everywhere' };
    }),
  }),
};
