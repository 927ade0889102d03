import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { TEST_DATA_DIR } from './server-env';

/** A mail as the server's outbox wrote it (`.eml` under DATA_DIR/mail), parsed. */
export interface ReadMail {
  file?: string;
  to: string;
  from: string;
  subject: string;
  kind: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  /** Every http(s) URL in the plain-text body, in order. */
  links: string[];
}

const MAIL_DIR = path.join(TEST_DATA_DIR, 'mail');

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const input = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, out: { text: string; html: string }) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const parsed = splitHeaders(part.replace(/^\n/, ''));
      collectParts(parsed.headers, parsed.body, out);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
}

/** Parses an RFC 822 message as nodemailer builds it (multipart/alternative, text + HTML). */
export function parseEml(raw: string, file?: string): ReadMail {
  const { headers, body } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  const links = [...parts.text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
  return {
    file,
    headers,
    to: headers.to ?? '',
    from: headers.from ?? '',
    subject: headers.subject ?? '',
    kind: headers['x-mail-kind'] ?? '',
    text: parts.text,
    html: parts.html,
    links,
  };
}

export interface MailFilter {
  /** Only mails of this kind (X-Mail-Kind), e.g. 'email-change-confirm'. */
  kind?: string;
  /** How many such mails to wait for (the first `count` are returned); default 1. */
  count?: number;
  timeout?: number;
}

/** Every mail written so far to `to` (case-insensitive), oldest first. */
export function readMails(to: string, filter: Omit<MailFilter, 'count' | 'timeout'> = {}, dir = MAIL_DIR): ReadMail[] {
  if (!fs.existsSync(dir)) return [];
  const wanted = to.toLowerCase();
  return (
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => ({ f, raw: fs.readFileSync(path.join(dir, f), 'utf8') }))
      // A cheap look at the raw text first: a long run writes hundreds of mails.
      .filter(({ raw }) => raw.toLowerCase().includes(wanted))
      .map(({ f, raw }) => parseEml(raw, f))
      .filter((m) => m.to.toLowerCase().includes(wanted) && (!filter.kind || m.kind === filter.kind))
  );
}

/** Waits until `count` mails (default 1) to `to` are in the outbox folder and returns them. */
export async function waitForMails(to: string, filter: MailFilter = {}): Promise<ReadMail[]> {
  const count = filter.count ?? 1;
  let found: ReadMail[] = [];
  await expect
    .poll(() => (found = readMails(to, filter)).length, {
      message: `mail${filter.kind ? ` of kind ${filter.kind}` : ''} to ${to}`,
      timeout: filter.timeout ?? 15_000,
      intervals: [100, 200, 250],
    })
    .toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** Waits for the first mail to `to` (of `kind`) and returns it. */
export async function waitForMail(to: string, filter: Omit<MailFilter, 'count'> = {}): Promise<ReadMail> {
  return (await waitForMails(to, { ...filter, count: 1 }))[0];
}

/** The first link of a mail whose path is `pathname` (for example '/change-email-confirmation'). */
export function linkTo(mail: ReadMail, pathname: string): URL {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in mail '${mail.subject}': ${mail.links.join(', ')}`);
  return link;
}
