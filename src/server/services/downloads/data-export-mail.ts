import { localeOfChannel } from '@/domain/channels';
import { formatDate } from '@/i18n/format';
import { translator } from '@/i18n/translator.server';
import { composeMail, queueMail, type DbOrTx } from '../../mail';
import { mailChannel } from '../../lifecycle/mails';
import { publicOrigin } from '../../public-origin';

/** Tells the customer their data export is ready, in the language of the channel they asked on. */
export async function queueDataExportReadyMail(db: DbOrTx, input: { channelId: string; email: string; availableUntil: Date }) {
  const channel = mailChannel(input.channelId);
  const locale = localeOfChannel(channel);
  const t = translator(locale);
  const mail = composeMail(t, channel, {
    subject: t('mail.dataExport.subject', { brand: channel.brandName }),
    greeting: t('mail.greeting'),
    paragraphs: [t('mail.dataExport.body', { date: formatDate(locale, input.availableUntil) })],
    action: { label: t('mail.dataExport.action'), url: new URL('/downloads', publicOrigin(channel)).toString() },
    after: [t('mail.emailChangeNotice.notYou')],
  });
  await queueMail(db, { to: input.email, kind: 'data-export-ready', channelId: channel.id, ...mail });
}
