import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { WELCOME_DISMISSED_COOKIE, WELCOME_DISMISSED_MAX_AGE_SECONDS } from '@/domain/constants';
import { pendingScope } from '@/domain/schemas/uploads';
import { apiFor } from '@/client/in-process.server';
import { cookieSite } from '@/server/public-origin';
import { safe } from './safe';
import { signedIn } from './settings';

/** The pending uploads an offer showed (`until`), and the page it was shown on. */
const pendingOffer = pendingScope.extend({ back: z.string() });

/** A form of the offer of pending uploads (`PendingUploads.astro`): signed in, it calls the upload service. */
function onPendingUploads<T>(
  name: string,
  handle: (upload: ReturnType<typeof apiFor>['upload'], offer: z.infer<typeof pendingOffer>) => Promise<T>,
) {
  return defineAction({
    accept: 'form',
    input: pendingOffer,
    handler: safe(name, async (input, context) => {
      signedIn(context);
      return handle(apiFor(context.locals.ctx).upload, input);
    }),
  });
}

/** Photo library preferences and the offer of pending uploads, posted by plain forms. */
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
  /** Adds the offered uploads to the library, then shows the photos page (spec §4: confirmed photos lead there). */
  addPendingUploads: onPendingUploads('PHOTOS_ADD_PENDING_UPLOADS', async (upload, { until }) => ({
    redirect: '/my-photos/photos',
    added: (await upload.confirmPending(until)).photoIds.length,
  })),
  /** Discards the offered uploads (their photos are deleted) and goes back to the page the offer was on. */
  discardPendingUploads: onPendingUploads('PHOTOS_DISCARD_PENDING_UPLOADS', async (upload, { until, back }) => ({
    redirect: back,
    discarded: (await upload.cancelPending(until)).cancelled.length,
  })),
};
