import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { onRuntimeStart } from '../runtime';
import { reporter, reportError } from '../reporter';
import { jobSettings } from '../jobs/settings';
import { OUTBOX_CHANNEL } from './index';
import { defaultTransport, type Deliver, type Envelope } from './transport';

/**
 * How long a claimed mail stays with its sender without a heartbeat before another may take it (a
 * sender that died mid-send): the job lease, renewed while the batch is being delivered.
 */
const leaseMs = () => jobSettings.leaseMs;
const BATCH_SIZE = 20;
const POLL_MS = 2000;
export const MAX_ATTEMPTS = 8;

/** Wait before attempt n+1: 10 s, 20 s, 40 s … at most one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);
}

type OutboxRow = {
  id: string;
  kind: string;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_at: string | Date;
};

/**
 * Claims due mails in one statement: FOR UPDATE SKIP LOCKED lets several instances drain the
 * same outbox without taking the same row; the lease hands a row back only if its sender died.
 */
async function claim(db: Db): Promise<OutboxRow[]> {
  const result = await db.execute<OutboxRow>(sql`
    UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
      claimed_until = now() + ${leaseMs()} * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND claimed_until < now())
      ORDER BY next_attempt_at, id
      LIMIT ${BATCH_SIZE}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, from_address, to_address, subject, text_body, html_body, attempts, created_at`);
  return result.rows;
}

/** Keeps the claim of mails this sender still holds (a slow SMTP server is not a dead sender). */
async function renewClaims(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(sql`UPDATE mail_outbox SET claimed_until = now() + ${leaseMs()} * interval '1 millisecond'
    WHERE status = 'sending' AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

async function markSent(db: Db, id: string) {
  await db.execute(sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL
    WHERE id = ${id} AND status = 'sending'`);
}

async function markFailed(db: Db, row: OutboxRow, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const final = row.attempts >= MAX_ATTEMPTS;
  await db.execute(sql`UPDATE mail_outbox SET
      status = ${final ? 'failed' : 'pending'}, claimed_until = NULL, last_error = ${message.slice(0, 1000)},
      next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
    WHERE id = ${row.id} AND status = 'sending'`);
  if (final) reportError(error, { mailId: row.id, kind: row.kind, attempts: row.attempts, stage: 'mail-gave-up' });
  else reporter.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, err: message }, 'mail delivery failed, will retry');
}

function envelope(row: OutboxRow): Envelope {
  return {
    id: row.id,
    kind: row.kind,
    from: row.from_address,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at),
  };
}

/** Sends every due mail once; returns how many were delivered. */
export async function drainOutbox(db: Db, deliver: Deliver): Promise<number> {
  let delivered = 0;
  for (;;) {
    const rows = await claim(db);
    if (rows.length === 0) return delivered;
    const held = new Set(rows.map((r) => r.id));
    const heartbeat = setInterval(
      () => {
        renewClaims(db, [...held]).catch(() => {});
      },
      Math.max(250, Math.floor(leaseMs() / 3)),
    );
    try {
      for (const row of rows) {
        try {
          await deliver(envelope(row));
          await markSent(db, row.id);
          delivered++;
        } catch (error) {
          await markFailed(db, row, error);
        } finally {
          held.delete(row.id);
        }
      }
    } finally {
      clearInterval(heartbeat);
    }
  }
}

/** Starts a sender: drains on every outbox notification and on a short poll (retries, missed notifications). */
function startMailSender(db: Db, listen: (onNotify: () => void) => Promise<() => Promise<void>>, deliver: Deliver) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainOutbox(db, deliver);
        } catch (error) {
          // The database may be away for a moment; the next poll tries again.
          reporter.warn({ err: error instanceof Error ? error.message : String(error) }, 'mail outbox drain failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(wake, POLL_MS);
  timer.unref();
  const unlistenPromise = listen(wake).catch(() => async () => {});
  wake();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await (
      await unlistenPromise
    )();
    await running;
  };
}

onRuntimeStart('mail-sender', (database) =>
  Promise.resolve(startMailSender(database.db, (onNotify) => database.listen(OUTBOX_CHANNEL, onNotify), defaultTransport())),
);
