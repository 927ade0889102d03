import { describe, it, expect, onTestFinished } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { useTempDatabase } from './support/temp-database';
import { queueMail } from '@/server/mail';
import { drainOutbox, retryDelaySeconds, MAX_ATTEMPTS } from '@/server/mail/sender';
import { fileTransport, type Envelope } from '@/server/mail/transport';

const temp = useTempDatabase('mail-outbox');

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Plain', html: '<p>Html</p>', kind: 'test' });

async function statusOf(to: string) {
  const rows = await temp.db.execute<{ status: string; attempts: number }>(
    sql`SELECT status, attempts FROM mail_outbox WHERE to_address = ${to}`,
  );
  return rows.rows;
}

describe('mail outbox', () => {
  it("sends a mail only when the caller's transaction commits", async () => {
    await temp.db
      .transaction(async (tx) => {
        await queueMail(tx, mail('rolled-back@test.example'));
        tx.rollback();
      })
      .catch(() => {});
    await temp.db.transaction(async (tx) => {
      await queueMail(tx, mail('committed@test.example'));
    });
    const sent: Envelope[] = [];
    await drainOutbox(temp.db, async (m) => {
      sent.push(m);
    });
    expect(sent.map((m) => m.to)).toEqual(['committed@test.example']);
    expect(await statusOf('committed@test.example')).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('never sends a mail twice, even with two senders draining at once', async () => {
    for (let i = 0; i < 30; i++) await queueMail(temp.db, mail(`many-${i}@test.example`));
    const sent: string[] = [];
    const deliver = async (m: Envelope) => {
      await new Promise((r) => setTimeout(r, 1));
      sent.push(m.id);
    };
    await Promise.all([drainOutbox(temp.db, deliver), drainOutbox(temp.db, deliver)]);
    expect(sent.length).toBe(30);
    expect(new Set(sent).size).toBe(30);
    await drainOutbox(temp.db, deliver);
    expect(sent.length).toBe(30);
  });

  it('retries a failed delivery later and gives up after the last attempt', async () => {
    await queueMail(temp.db, mail('flaky@test.example'));
    await drainOutbox(temp.db, async () => {
      throw new Error('SMTP 451 try again');
    });
    expect(await statusOf('flaky@test.example')).toEqual([{ status: 'pending', attempts: 1 }]);
    // Not due yet: the retry waits.
    let delivered = 0;
    await drainOutbox(temp.db, async () => {
      delivered++;
    });
    expect(delivered).toBe(0);
    await temp.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE to_address = 'flaky@test.example'`);
    await drainOutbox(temp.db, async () => {
      delivered++;
    });
    expect(delivered).toBe(1);
    expect(await statusOf('flaky@test.example')).toEqual([{ status: 'sent', attempts: 2 }]);

    await queueMail(temp.db, mail('dead@test.example'));
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await temp.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE to_address = 'dead@test.example'`);
      await drainOutbox(temp.db, async () => {
        throw new Error('mailbox unavailable');
      });
    }
    expect(await statusOf('dead@test.example')).toEqual([{ status: 'failed', attempts: MAX_ATTEMPTS }]);
    expect(retryDelaySeconds(1)).toBe(10);
    expect(retryDelaySeconds(20)).toBe(3600);
  });

  it('writes an RFC 822 file with text and HTML parts when no SMTP server is configured', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-files-'));
    onTestFinished(() => fs.rmSync(mailDir, { recursive: true, force: true }));
    await queueMail(temp.db, { ...mail('file@test.example'), subject: 'Bestätigen Sie', channelId: 'bilderwerk-at' });
    await drainOutbox(temp.db, fileTransport(mailDir));
    const files = fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(mailDir, files[0]), 'utf8');
    expect(raw).toMatch(/^To: file@test\.example$/m);
    expect(raw).toMatch(/^From: "?Bilderwerk"? <no-reply@bilderwerk\.example>$/m);
    expect(raw).toMatch(/^X-Mail-Kind: test$/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });
});
