import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { FIELD_MAX } from '../forms/limits';
import { emailField, limitedLine } from './text';
import { confirmationToken } from './settings';

/** What a mailed confirmation link is for (the kinds of `confirmation_tokens`). */
export const CONFIRMATION_KINDS = ['email-change', 'account-deletion', 'newsletter', 'password-reset', 'sign-up'] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** The answer of a request that mails a link: what happens next is up to whoever reads the mail. */
export const requestedAnswer = z.object({ requested: z.literal(true) });

/** GET …/confirmations/{kind}/{token}: a link that can still be used, and the address it was mailed to. */
/** A usable mailed link: the address it was sent to, and the account it acts on (none for a sign-up). */
export const confirmationPeek = z.object({ kind: z.enum(CONFIRMATION_KINDS), email: z.string(), accountId: z.string().nullable() });
export const confirmationParams = z.object({ kind: z.enum(CONFIRMATION_KINDS), token: confirmationToken });
export const tokenParams = z.object({ token: confirmationToken });

/** A session for the caller: after a password change every other session ends; a confirmed sign-up starts one. */
export const sessionAnswer = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const signUpAnswer = sessionAnswer.extend({ returnTo: z.string().nullable() });
export type SignUpAnswer = z.infer<typeof signUpAnswer>;

/**
 * POST /v2/sessions: the sign-in form's fields, and the device value a former sign-in answered (the browser
 * keeps it in a cookie), which gives a browser that signed in to the account before a back-off of its own.
 */
export const signInRequest = z.object({
  email: z.string().trim().min(1).max(FIELD_MAX.email),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  device: z.string().max(4096).optional(),
});
export const signInAnswer = sessionAnswer.extend({ device: z.string() });
/** POST /v2/sessions/actions/revoke: signing out ends the session of this refresh token. */
export const signOutRequest = z.object({ refreshToken: z.string().min(1).max(4096) });

export const newPassword = z
  .string({ error: 'A new password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `The password needs at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `The password can be at most ${PASSWORD_MAX_LENGTH} characters` });

export const passwordResetRequest = z.object({
  email: emailField(),
  channel: z.string().max(40).optional(),
});
export const passwordResetBody = z.object({ password: newPassword });
export const passwordChangeBody = z.object({
  current: z.string({ error: 'The current password is required' }).max(PASSWORD_MAX_LENGTH),
  password: newPassword,
  channel: z.string().max(40).optional(),
});

export const signUpRequest = z
  .object({
    firstName: limitedLine('firstName').min(1),
    lastName: limitedLine('lastName').min(1),
    email: emailField(),
    password: newPassword,
    userType: z.enum(['consumer', 'b2b']).default('consumer'),
    companyName: limitedLine('companyName').optional(),
    returnTo: z.string().max(2000).optional(),
    channel: z.string().max(40).optional(),
  })
  .refine((v) => v.userType === 'consumer' || (v.companyName?.length ?? 0) > 0, {
    path: ['companyName'],
    message: 'Company name is required for a business account',
  });

export const NEWSLETTER_STATES = ['subscribed', 'pending', 'none'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
/** GET /customers/me/newsletter: the caller's subscription on the channel. */
export const newsletterAnswer = z.object({ state: z.enum(NEWSLETTER_STATES) });
