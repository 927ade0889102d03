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
 * Waits for a mail to `to` and answers its first link to `pathname` (a real token, as mailed).
 * `since` (ms) skips mails written before it (files are named by creation time), so a long run stays fast.
 */
export async function mailedLink(dataDir, to, pathname, { timeoutMs = 20_000, since = 0 } = {}) {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  const recipient = new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'im');
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && Number.parseInt(f, 10) >= since) : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      if (!recipient.test(raw)) continue;
      const link = [...decodeQuotedPrintable(raw).matchAll(/https?:\/\/[^\s<>"')]+/g)]
        .map((m) => new URL(m[0].replace(/&amp;/g, '&')))
        .find((u) => u.pathname === pathname);
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} with a link to ${pathname}`);
}
