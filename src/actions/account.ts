import { defineAction, ActionError } from 'astro:actions';
import { z } from 'zod';
import { setAuthCookies, clearAuthCookies } from '@/server/auth/cookies';
import { apiFor } from '@/client/in-process.server';
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
      const { ctx } = context.locals;
      const email = z.email().safeParse(input.email ?? '');
      if (!email.success) throw new ActionError({ code: 'BAD_REQUEST', message: ctx.t('settings.email.invalid') });
      try {
        await apiFor(ctx).account.requestPasswordReset(email.data, ctx.channel.id);
      } catch (error) {
        asActionError(error, context, { 400: 'settings.email.invalid', 429: 'settings.tooManyRequests' });
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
        await apiFor(context.locals.ctx).account.resetPassword(input.token, password);
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
      const { ctx } = context.locals;
      const password = input.password ?? '';
      if (password.length < PASSWORD_MIN_LENGTH)
        throw new ActionError({ code: 'BAD_REQUEST', message: ctx.t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH }) });
      try {
        const tokens = await apiFor(ctx).account.changePassword(viewer, {
          current: input.current ?? '',
          password,
          channel: ctx.channel.id,
        });
        // Every session ended; this browser goes on with the new one.
        setAuthCookies(context.cookies, ctx.host, tokens.accessToken, tokens.refreshToken);
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
      await apiFor(context.locals.ctx).account.signOutEverywhere(viewer);
      clearAuthCookies(context.cookies, context.locals.ctx.host);
      return { redirect: '/login?signedOut=everywhere' };
    }),
  }),
};
