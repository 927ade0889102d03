import { defineAction, ActionError } from 'astro:actions';
import { z } from 'zod';
import { setAuthCookies, cookieOptions, DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '@/server/auth/cookies';
import { safeReturnPath } from '@/domain/routes';
import { signInRequest } from '@/domain/schemas/account';
import { signUpForm } from '@/domain/forms/schemas';
import { HttpStatusError } from '@/client/http';
import { apiFor } from '@/client/in-process.server';
import { safe } from './safe';

export const auth = {
  signIn: defineAction({
    accept: 'form',
    input: signInRequest.pick({ email: true, password: true }).extend({ returnTo: z.string().max(2000).optional() }),
    handler: safe('SIGN_IN', async (input, context) => {
      const { ctx } = context.locals;
      const { t, host } = ctx;
      try {
        // Through the Identity route, with the visitor's address (the in-process call's) and device cookie.
        const session = await apiFor(ctx).account.signIn({
          email: input.email,
          password: input.password,
          device: context.cookies.get(DEVICE_COOKIE)?.value,
        });
        setAuthCookies(context.cookies, host, session.accessToken, session.refreshToken);
        context.cookies.set(DEVICE_COOKIE, session.device, cookieOptions(host, DEVICE_COOKIE_DAYS * 86_400));
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 429)
          throw new ActionError({
            code: 'TOO_MANY_REQUESTS',
            message: t('auth.tooManyAttemptsWait', { count: error.retryAfterSeconds ?? 1 }),
          });
        if (error instanceof HttpStatusError && error.status === 401)
          throw new ActionError({ code: 'UNAUTHORIZED', message: t('auth.invalidCredentials') });
        throw error;
      }
      return { redirect: safeReturnPath(input.returnTo) };
    }),
  }),

  signUp: defineAction({
    accept: 'form',
    input: signUpForm,
    handler: safe('SIGN_UP', async (input, context) => {
      const { ctx } = context.locals;
      const { accountType, ...details } = input;
      try {
        // New or registered, the answer is the same "check your inbox"; only the mail differs (decision 0014).
        await apiFor(ctx).account.signUp({
          ...details,
          channel: ctx.channel.id,
          userType: accountType === 'business' ? 'b2b' : 'consumer',
        });
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 429)
          throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: ctx.t('auth.tooManySignUps') });
        throw error;
      }
      return { sentTo: input.email };
    }),
  }),
};
