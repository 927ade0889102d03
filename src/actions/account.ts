import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { setAuthCookies, clearAuthCookies } from '@/server/auth/cookies';
import { apiFor } from '@/client/in-process.server';
import { PASSWORD_MAX_LENGTH } from '@/domain/constants';
import { newPassword } from '@/domain/schemas/account';
import { emailField } from '@/domain/schemas/text';
import { safe } from './safe';
import { signedIn, asActionError } from './settings';

/** Password and sessions: forgotten password, password change, signing out everywhere. */
export const account = {
  requestPasswordReset: defineAction({
    accept: 'form',
    input: z.object({ email: emailField() }),
    handler: safe('PASSWORD_RESET_REQUEST', async ({ email }, context) => {
      const { ctx } = context.locals;
      try {
        await apiFor(ctx).account.requestPasswordReset(email, ctx.channel.id);
      } catch (error) {
        asActionError(error, context, { 400: 'settings.email.invalid', 429: 'settings.tooManyRequests' });
      }
      // The same answer whether or not the address has an account.
      return { sentTo: email };
    }),
  }),

  resetPassword: defineAction({
    accept: 'form',
    input: z.object({ token: z.string().max(200), password: newPassword }),
    handler: safe('PASSWORD_RESET', async ({ token, password }, context) => {
      try {
        await apiFor(context.locals.ctx).account.resetPassword(token, password);
      } catch (error) {
        asActionError(error, context, { 400: 'account.reset.invalidLink' });
      }
      clearAuthCookies(context.cookies, context.locals.ctx.host);
      return { redirect: '/login?password=reset' };
    }),
  }),

  changePassword: defineAction({
    accept: 'form',
    input: z.object({ current: z.string().max(PASSWORD_MAX_LENGTH).optional(), password: newPassword }),
    handler: safe('PASSWORD_CHANGE', async (input, context) => {
      const viewer = signedIn(context);
      const { ctx } = context.locals;
      try {
        const tokens = await apiFor(ctx).account.changePassword(viewer, {
          current: input.current ?? '',
          password: input.password,
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
