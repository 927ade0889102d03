import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { submitSignUp, signIn, uniqueEmail } from '../support/accounts';
import { parseEml, linkTo, type ReadMail } from '../support/outbox';

/**
 * One run through a real SMTP server on loopback: a second instance of the built server is started
 * with SMTP_URL (its own PGlite data folder, so the main instance's sender cannot take its mails).
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let smtp: SMTPServer;
let smtpPort: number;
let child: ChildProcess | undefined;
let dataDir: string;
let baseURL: string;
let serverLog = '';
const received: (ReadMail & { rcpt: string[] })[] = [];

test.beforeAll(async () => {
  // A fresh PGlite database is created and migrated: seconds on an idle machine, over a minute on a busy one.
  test.setTimeout(300_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ ...parseEml(Buffer.concat(chunks).toString('utf8')), rcpt: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as net.AddressInfo).port;

  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-account-smtp-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '::',
    DATA_DIR: dataDir,
    OUT_DIR: process.env.OUT_DIR ?? 'dist',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ASTRO_NODE_LOGGING: 'disabled',
  };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['scripts/server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => {
    serverLog += d;
  });
  child.stderr?.on('data', (d) => {
    serverLog += d;
  });
  await expect
    .poll(
      async () => {
        if (child?.exitCode !== null) throw new Error(`second server exited: ${serverLog}`);
        return fetch(`${baseURL}/api/health`)
          .then((r) => r.status)
          .catch(() => 0);
      },
      { timeout: 240_000, intervals: [250, 500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function mailTo(address: string, kind: string): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(() => (found = received.find((m) => m.rcpt.includes(address) && m.kind === kind)), {
      message: `SMTP mail ${kind} to ${address}`,
      timeout: 20_000,
    })
    .toBeTruthy();
  return found!;
}

test('an e-mail change delivered through SMTP, confirmed, then signed in with the new address', async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // Signed up as a person does, from the confirmation link that came by SMTP.
  const { email, password } = await submitSignUp(page);
  const signUpLink = linkTo(await mailTo(email, 'sign-up-confirm'), '/signup-confirmation');
  await page.goto(signUpLink.pathname + signUpLink.search);
  await page.getByRole('button', { name: 'Confirm and create my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const newEmail = uniqueEmail('smtp');
  await page.goto('/settings/email');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();

  const confirm = await mailTo(newEmail, 'email-change-confirm');
  expect(confirm.from).toContain('no-reply@pixelpress.example');
  expect(confirm.html).toContain('<a href=');
  const notice = await mailTo(email, 'email-change-notice');
  expect(notice.text).toContain(newEmail);
  // Delivered by SMTP, so nothing was written as a file.
  expect(fs.existsSync(path.join(dataDir, 'mail'))).toBe(false);

  const link = linkTo(confirm, '/change-email-confirmation');
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm my new e-mail address' }).click();
  await expect(page).toHaveURL(/\/change-email-success$/);
  await signIn(page, newEmail, password);
  await page.goto('/settings');
  await expect(page.getByTestId('customer-email')).toHaveText(newEmail);
  // Each mail arrived once.
  expect(received.filter((m) => m.rcpt.includes(newEmail) && m.kind === 'email-change-confirm')).toHaveLength(1);
  await context.close();
});
