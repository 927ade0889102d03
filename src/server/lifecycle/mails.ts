import { channelById, DEFAULT_CHANNEL, localeOfChannel, type Channel } from '@/domain/channels';
import { translator } from '@/i18n/translator.server';
import { composeMail, queueMail, type DbOrTx } from '../mail';
import { publicOrigin } from '../public-origin';

/** The channel a mail is sent as (brand, language); the default channel when the id is unknown. */
export function mailChannel(channelId: string): Channel {
  return channelById(channelId) ?? DEFAULT_CHANNEL;
}

/** A link to the account area of the mail's channel, at its configured origin. */
function confirmationUrl(channel: Channel, pathname: string, params: Record<string, string>): string {
  const url = new URL(pathname, publicOrigin(channel));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export async function queueEmailChangeMails(db: DbOrTx, input: { channelId: string; token: string; oldEmail: string; newEmail: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const vars = { brand: channel.brandName, newEmail: input.newEmail, oldEmail: input.oldEmail };
  const confirm = composeMail(t, channel, {
    subject: t('mail.emailChange.subject', vars),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.emailChange.body', vars), t('mail.emailChange.expires')],
    action: {
      label: t('mail.emailChange.action'),
      url: confirmationUrl(channel, '/change-email-confirmation', { 'confirmation-token': input.token }),
    },
    after: [t('mail.notYou')],
  });
  await queueMail(db, { to: input.newEmail, kind: 'email-change-confirm', channelId: channel.id, ...confirm });
  const notice = composeMail(t, channel, {
    subject: t('mail.emailChangeNotice.subject', vars),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.emailChangeNotice.body', vars), t('mail.emailChangeNotice.noAction')],
    after: [t('mail.emailChangeNotice.notYou')],
  });
  await queueMail(db, { to: input.oldEmail, kind: 'email-change-notice', channelId: channel.id, ...notice });
}

export async function queueEmailChangedMail(db: DbOrTx, input: { channelId: string; oldEmail: string; newEmail: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const vars = { brand: channel.brandName, newEmail: input.newEmail };
  const mail = composeMail(t, channel, {
    subject: t('mail.emailChanged.subject', vars),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.emailChanged.body', vars)],
    after: [t('mail.emailChangeNotice.notYou')],
  });
  await queueMail(db, { to: input.oldEmail, kind: 'email-changed', channelId: channel.id, ...mail });
}

export async function queueDeletionMail(db: DbOrTx, input: { channelId: string; token: string; email: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const mail = composeMail(t, channel, {
    subject: t('mail.deletion.subject', { brand: channel.brandName }),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.deletion.body', { brand: channel.brandName }), t('mail.deletion.whatHappens'), t('mail.deletion.expires')],
    action: {
      label: t('mail.deletion.action'),
      url: confirmationUrl(channel, '/delete-account-confirmation', { 'confirmation-token': input.token }),
    },
    after: [t('mail.notYou')],
  });
  await queueMail(db, { to: input.email, kind: 'account-deletion-confirm', channelId: channel.id, ...mail });
}

export async function queueNewsletterMail(db: DbOrTx, input: { channelId: string; token: string; email: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const mail = composeMail(t, channel, {
    subject: t('mail.newsletter.subject', { brand: channel.brandName }),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.newsletter.body', { brand: channel.brandName }), t('mail.newsletter.expires')],
    action: {
      label: t('mail.newsletter.action'),
      url: confirmationUrl(channel, '/subscription-confirmation', { 'confirmation-token': input.token, email: input.email }),
    },
    after: [t('mail.notYou')],
  });
  await queueMail(db, { to: input.email, kind: 'newsletter-confirm', channelId: channel.id, ...mail });
}

export async function queuePasswordResetMail(db: DbOrTx, input: { channelId: string; token: string; email: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const mail = composeMail(t, channel, {
    subject: t('mail.passwordReset.subject', { brand: channel.brandName }),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.passwordReset.body', { brand: channel.brandName }), t('mail.emailChange.expires')],
    action: {
      label: t('mail.passwordReset.action'),
      url: confirmationUrl(channel, '/reset-password', { 'confirmation-token': input.token }),
    },
    after: [t('mail.notYou')],
  });
  await queueMail(db, { to: input.email, kind: 'password-reset', channelId: channel.id, ...mail });
}

export async function queuePasswordChangedMail(db: DbOrTx, input: { channelId: string; email: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const mail = composeMail(t, channel, {
    subject: t('mail.passwordChanged.subject', { brand: channel.brandName }),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.passwordChanged.body', { brand: channel.brandName })],
    after: [t('mail.emailChangeNotice.notYou')],
  });
  await queueMail(db, { to: input.email, kind: 'password-changed', channelId: channel.id, ...mail });
}

/** Sent to the address the account had, once its deletion is confirmed. */
export async function queueAccountDeletedMail(db: DbOrTx, input: { channelId: string; email: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const mail = composeMail(t, channel, {
    subject: t('mail.accountDeleted.subject', { brand: channel.brandName }),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.accountDeleted.body', { brand: channel.brandName })],
  });
  await queueMail(db, { to: input.email, kind: 'account-deleted', channelId: channel.id, ...mail });
}

/** Sent to an address that has an account when someone signs up with it: the way back in, without telling the form. */
export async function queueSignUpAttemptMail(db: DbOrTx, input: { channelId: string; email: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const mail = composeMail(t, channel, {
    subject: t('mail.signUpAttempt.subject', { brand: channel.brandName }),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.signUpAttempt.body', { brand: channel.brandName })],
    action: { label: t('mail.signUpAttempt.action'), url: confirmationUrl(channel, '/login', {}) },
    after: [t('mail.signUpAttempt.forgotten', { url: confirmationUrl(channel, '/forgot-password', {}) }), t('mail.notYou')],
  });
  await queueMail(db, { to: input.email, kind: 'sign-up-attempt', channelId: channel.id, ...mail });
}

/** Sent to a new address that signed up: the link that confirms it and creates the account. */
export async function queueSignUpConfirmMail(db: DbOrTx, input: { channelId: string; token: string; email: string }) {
  const channel = mailChannel(input.channelId);
  const t = translator(localeOfChannel(channel));
  const mail = composeMail(t, channel, {
    subject: t('mail.signUpConfirm.subject', { brand: channel.brandName }),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.signUpConfirm.body', { brand: channel.brandName }), t('mail.signUpConfirm.expires')],
    action: {
      label: t('mail.signUpConfirm.action'),
      url: confirmationUrl(channel, '/signup-confirmation', { 'confirmation-token': input.token }),
    },
    after: [t('mail.notYou')],
  });
  await queueMail(db, { to: input.email, kind: 'sign-up-confirm', channelId: channel.id, ...mail });
}
