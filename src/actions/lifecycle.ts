import { defineAction, ActionError, type ActionAPIContext } from 'astro:actions';
import { z } from 'zod';
import { clearAuthCookies, setAuthCookies, REFRESH_COOKIE } from '@/server/auth/cookies';
import { reporter } from '@/server/reporter';
import { HttpStatusError } from '@/client/http';
import { apiFor } from '@/client/in-process.server';
import { emailChangeForm } from '@/domain/schemas/settings';
import { normaliseEmail } from '@/domain/email';
import { safeReturnPath } from '@/domain/routes';
import type { SignUpAnswer } from '@/domain/schemas/account';
import { safe } from './safe';
import { signedIn, asActionError } from './settings';

const tokenInput = z.object({ token: z.string().max(200) });

/** The landing page of a deletion link. */
const deletionPage = (token: string) => `/delete-account-confirmation?${new URLSearchParams({ 'confirmation-token': token })}`;

/** The account a deletion link deletes, or null when the link cannot be used. */
async function linkedAccountId(context: ActionAPIContext, token: string) {
  return (await apiFor(context.locals.ctx).account.peek('account-deletion', token))?.accountId ?? null;
}

/** A confirm button's failure: the person lands on the error page, whatever the cause (a refusal is no surprise). */
function failed(stage: string, error: unknown, target: string) {
  if (!(error instanceof HttpStatusError && error.status < 500))
    reporter.warn({ stage, err: error instanceof Error ? error.message : String(error) }, 'confirmation failed');
  return { redirect: target };
}

export const lifecycle = {
  requestEmailChange: defineAction({
    accept: 'form',
    input: emailChangeForm,
    handler: safe('EMAIL_CHANGE_REQUEST', async (input, context) => {
      const viewer = signedIn(context);
      const { ctx } = context.locals;
      const { t } = ctx;
      const { email } = input;
      if (normaliseEmail(email) === normaliseEmail(viewer.email))
        throw new ActionError({ code: 'BAD_REQUEST', message: t('settings.email.same') });
      try {
        await apiFor(ctx).account.requestEmailChange(viewer, {
          email,
          password: input.password ?? '',
          channel: ctx.channel.id,
        });
      } catch (error) {
        // The address was checked above: the route's 400 can only be the missing current password.
        asActionError(error, context, {
          400: 'settings.email.wrongPassword',
          401: 'settings.email.wrongPassword',
          409: 'settings.email.inUse',
          429: 'settings.email.tooMany',
        });
      }
      return { redirect: input.area === 'b2b' ? '/settings/b2b/email' : '/settings/email', sentTo: email };
    }),
  }),

  requestDeletion: defineAction({
    accept: 'form',
    input: z.object({ area: z.enum(['consumer', 'b2b']).default('consumer') }),
    handler: safe('ACCOUNT_DELETION_REQUEST', async (input, context) => {
      const viewer = signedIn(context);
      try {
        await apiFor(context.locals.ctx).account.requestDeletion(viewer, context.locals.ctx.channel.id);
      } catch (error) {
        asActionError(error, context, { 429: 'settings.tooManyRequests' });
      }
      return { redirect: input.area === 'b2b' ? '/settings/b2b' : '/settings', deletionRequested: true };
    }),
  }),

  /** The one button of /change-email-confirmation: the only thing that uses the token. */
  confirmEmailChange: defineAction({
    accept: 'form',
    input: tokenInput,
    handler: safe('EMAIL_CHANGE_CONFIRM', async (input, context) => {
      try {
        await apiFor(context.locals.ctx).account.confirmEmailChange(input.token);
      } catch (error) {
        return failed('email-change', error, '/change-email-error');
      }
      clearAuthCookies(context.cookies, context.locals.ctx.host);
      return { redirect: '/change-email-success' };
    }),
  }),

  confirmSignUp: defineAction({
    accept: 'form',
    input: tokenInput,
    handler: safe('SIGN_UP_CONFIRM', async (input, context) => {
      let confirmed: SignUpAnswer;
      try {
        confirmed = await apiFor(context.locals.ctx).account.confirmSignUp(input.token);
      } catch (error) {
        return failed('sign-up', error, '/signup-error');
      }
      setAuthCookies(context.cookies, context.locals.ctx.host, confirmed.accessToken, confirmed.refreshToken);
      return { redirect: safeReturnPath(confirmed.returnTo) };
    }),
  }),

  confirmDeletion: defineAction({
    accept: 'form',
    input: tokenInput,
    handler: safe('ACCOUNT_DELETION_CONFIRM', async (input, context) => {
      // Signed in as another account, the page asks to continue as the link's account first.
      const { viewer } = context.locals.ctx;
      if (viewer && (await linkedAccountId(context, input.token)) !== viewer.accountId) return { redirect: deletionPage(input.token) };
      try {
        await apiFor(context.locals.ctx).account.confirmDeletion(input.token);
      } catch (error) {
        return failed('account-deletion', error, '/delete-account-error');
      }
      clearAuthCookies(context.cookies, context.locals.ctx.host);
      return { redirect: '/account-deleted' };
    }),
  }),

  /** Signed in as another account than a deletion link's: signs out and shows the link's page again, for its own account. */
  continueDeletionAsLinkedAccount: defineAction({
    accept: 'form',
    input: tokenInput,
    handler: safe('ACCOUNT_DELETION_SWITCH', async (input, context) => {
      const refresh = context.cookies.get(REFRESH_COOKIE)?.value;
      if (refresh) await apiFor(context.locals.ctx).account.signOut(refresh);
      clearAuthCookies(context.cookies, context.locals.ctx.host);
      return { redirect: deletionPage(input.token) };
    }),
  }),

  confirmSubscription: defineAction({
    accept: 'form',
    input: tokenInput.extend({ email: z.string().max(254) }),
    handler: safe('SUBSCRIPTION_CONFIRM', async (input, context) => {
      try {
        await apiFor(context.locals.ctx).account.confirmSubscription(input.email, input.token);
      } catch (error) {
        return failed('subscription', error, '/subscription-confirmation-error');
      }
      return { redirect: '/subscription-confirmation-success' };
    }),
  }),
};
