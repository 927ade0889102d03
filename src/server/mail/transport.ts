import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { serverConfig } from '../config';
import { reporter } from '../reporter';

export interface Envelope {
  id: string;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** Delivers one message; throws when it could not. */
export type Deliver = (mail: Envelope) => Promise<void>;

function message(mail: Envelope) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // A stable Message-ID lets a receiving server drop a duplicate after a crash between send and 'sent'.
    messageId: `<${mail.id}@photo-account.outbox>`,
    headers: { 'X-Mail-Kind': mail.kind, 'X-Outbox-Id': mail.id },
  };
}

function mailDir(dataDir = serverConfig.dataDir): string {
  return path.join(dataDir, 'mail');
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). */
function smtpTransport(url: string): Deliver {
  const transport = nodemailer.createTransport(url);
  return async (mail) => {
    await transport.sendMail(message(mail));
  };
}

/**
 * Writes each message as an RFC 822 `.eml` file under DATA_DIR/mail, named by creation time and
 * outbox id, so a retried write replaces the same file instead of adding a second one.
 */
export function fileTransport(dir = mailDir()): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail(message(mail));
    await fsp.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${mail.createdAt.getTime()}-${mail.id}.eml`);
    const temp = `${file}.part`;
    await fsp.writeFile(temp, info.message as Buffer);
    await fsp.rename(temp, file);
    reporter.info({ kind: mail.kind, file }, 'mail written');
  };
}

export function defaultTransport(): Deliver {
  return serverConfig.smtpUrl ? smtpTransport(serverConfig.smtpUrl) : fileTransport();
}
