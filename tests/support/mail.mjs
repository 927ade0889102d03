// Reads the mails the server wrote to its outbox folder (DATA_DIR/mail/*.eml) as a mail client would.
import fs from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(text) {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * Waits for mails to `to` with a link to `pathname` and answers every such link (real tokens, as mailed).
 * `since` (ms) skips mails written before it (files are named by creation time), so a long run stays fast.
 * A mail is written as `.eml.part` and renamed when whole: only whole ones are read.
 */
export async function mailedLinks(dataDir, to, pathname, { timeoutMs = 20_000, since = 0 } = {}) {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  const recipient = new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'im');
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && Number.parseInt(f, 10) >= since) : [];
    const links = files
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .filter((raw) => recipient.test(raw))
      .flatMap((raw) => [...decodeQuotedPrintable(raw).matchAll(/https?:\/\/[^\s<>"')]+/g)])
      .map((m) => new URL(m[0].replace(/&amp;/g, '&')))
      .filter((u) => u.pathname === pathname);
    if (links.length) return links;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} with a link to ${pathname}`);
}

/** The first link to `pathname` mailed to `to` (see mailedLinks). */
export async function mailedLink(dataDir, to, pathname, options) {
  return (await mailedLinks(dataDir, to, pathname, options))[0];
}
