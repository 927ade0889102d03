import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { mailOutbox } from '../db/schema';
import { channelById, DEFAULT_CHANNEL, type Channel } from '@/domain/channels';

/** A database handle or an open transaction: the mail is queued in whatever the caller is doing. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Channel the outbox notifies on commit so the sender wakes at once instead of at its next poll. */
export const OUTBOX_CHANNEL = 'mail_outbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for ('email-change-confirm', 'widget-share' …); sent as the X-Mail-Kind header. */
  kind: string;
  /** Channel (brand) id that the mail is sent as; decides the From address. */
  channelId?: string;
}

/** `"Brand" <no-reply@shop-domain>` for a channel. */
function senderFor(channel: Channel = DEFAULT_CHANNEL): string {
  const domain = new URL(channel.shopUrl).hostname.replace(/^www\./, '');
  return `"${channel.brandName.replace(/"/g, '')}" <no-reply@${domain}>`;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if that transaction commits,
 * and it is sent by the mail sender (never twice, retried on failure). Returns the outbox id.
 */
export async function queueMail(db: DbOrTx, mail: OutgoingMail): Promise<string> {
  const channel = (mail.channelId && channelById(mail.channelId)) || DEFAULT_CHANNEL;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      fromAddress: senderFor(channel),
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })
    .returning({ id: mailOutbox.id });
  // NOTIFY inside a transaction is delivered when it commits.
  await db.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row.id;
}

export { composeMail, type MailContent } from './compose';
