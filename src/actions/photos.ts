import { defineAction } from 'astro:actions';
import { WELCOME_DISMISSED_COOKIE, WELCOME_DISMISSED_MAX_AGE_SECONDS } from '@/domain/constants';
import { cookieSite } from '@/server/public-origin';
import { signedIn } from './settings';

/** Photo library preferences posted by plain forms (the islands write the same cookie themselves). */
export const photos = {
  /** Closes the photos page's welcome banner for good on this device (a signed-in page's, so signed in only). */
  dismissWelcome: defineAction({
    accept: 'form',
    handler: (_input, context) => {
      signedIn(context);
      context.cookies.set(WELCOME_DISMISSED_COOKIE, '1', {
        path: '/',
        sameSite: 'lax',
        secure: cookieSite(context.locals.ctx.host).secure,
        maxAge: WELCOME_DISMISSED_MAX_AGE_SECONDS,
      });
      return {};
    },
  }),
};
