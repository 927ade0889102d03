import { describe, it, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTempDatabase } from './support/temp-database';
import { accounts, confirmationTokens, customers, mailOutbox, refreshTokens, shopInvoices, shopOrders } from '@/server/db/schema';
import { createAccount } from '@/server/identity';
import { newAccount } from './support/accounts';
import { issueRefreshToken } from '@/server/auth/session-tokens';
import {
  requestEmailChange,
  confirmEmailChange,
  requestAccountDeletion,
  confirmAccountDeletion,
  requestSubscription,
  confirmSubscription,
} from '@/server/lifecycle';
import { EMAIL_CHANGE_LIMIT_PER_ACCOUNT, EMAIL_CHANGE_LIMIT_PER_ADDRESS } from '@/server/lifecycle/email-change';
import { HttpError } from '@/server/http/errors';

const temp = useTempDatabase('lifecycle');
let n = 0;

const account = () => newAccount(temp.db, `user${++n}@test.example`);

async function lastToken(to: string, kind: string): Promise<string> {
  const rows = await temp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const mail = rows.filter((r) => r.kind === kind).at(-1)!;
  return new URL(mail.textBody.match(/https?:\/\/\S+/)![0]).searchParams.get('confirmation-token')!;
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (e: unknown) => (e instanceof HttpError ? e.status : 500),
  );

describe('e-mail change', () => {
  it('needs the current password: a token alone does not move the account', async () => {
    const a = await account();
    const ask = (password: string) =>
      status(
        requestEmailChange(temp.db, {
          accountId: a.id,
          newEmail: `pw-${a.email}`,
          channelId: 'pixelpress-uk',
          clientAddress: '10.0.0.9',
          password,
        }),
      );
    expect(await ask('')).toBe(401);
    expect(await ask('not-my-password')).toBe(401);
    expect(
      (
        await temp.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, `pw-${a.email}`))
      ).length,
    ).toBe(0);
    expect(await ask('a-long-password')).toBe(200);
  });

  it('is limited per account and per client address', async () => {
    const a = await account();
    const statuses = [];
    for (let i = 0; i <= EMAIL_CHANGE_LIMIT_PER_ACCOUNT; i++) {
      statuses.push(
        await status(
          requestEmailChange(temp.db, {
            accountId: a.id,
            newEmail: `new${i}-${a.email}`,
            channelId: 'pixelpress-uk',
            password: 'a-long-password',
            clientAddress: '10.0.0.1',
          }),
        ),
      );
    }
    expect(statuses).toEqual([...Array(EMAIL_CHANGE_LIMIT_PER_ACCOUNT).fill(200), 429]);

    // Many accounts from one address: the address limit stops them even though each account is under its own.
    const fromAddress: number[] = [];
    while (fromAddress.length <= EMAIL_CHANGE_LIMIT_PER_ADDRESS) {
      const b = await account();
      for (let i = 0; i < EMAIL_CHANGE_LIMIT_PER_ACCOUNT - 1 && fromAddress.length <= EMAIL_CHANGE_LIMIT_PER_ADDRESS; i++) {
        fromAddress.push(
          await status(
            requestEmailChange(temp.db, {
              accountId: b.id,
              newEmail: `x${i}-${b.email}`,
              channelId: 'pixelpress-uk',
              password: 'a-long-password',
              clientAddress: '10.0.0.2',
            }),
          ),
        );
      }
    }
    expect(fromAddress.slice(0, EMAIL_CHANGE_LIMIT_PER_ADDRESS).every((s) => s === 200)).toBe(true);
    expect(fromAddress.at(-1)).toBe(429);
  }, 60_000);

  it('stores only a hash, uses the token once, and ends every session', async () => {
    const a = await account();
    await issueRefreshToken(temp.db, a.id);
    await requestEmailChange(temp.db, {
      accountId: a.id,
      newEmail: `Moved-${a.email}`,
      channelId: 'pixelpress-uk',
      password: 'a-long-password',
      clientAddress: '10.0.0.3',
    });
    const token = await lastToken(`moved-${a.email}`, 'email-change-confirm');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await temp.db.select().from(confirmationTokens).where(eq(confirmationTokens.accountId, a.id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    expect(stored[0].expiresAt.getTime() - stored[0].createdAt.getTime()).toBeCloseTo(3_600_000, -3);

    const before = (await temp.db.select().from(accounts).where(eq(accounts.id, a.id)))[0].tokensValidAfter;
    await new Promise((r) => setTimeout(r, 5));
    expect(await confirmEmailChange(temp.db, token)).toEqual({ accountId: a.id, email: `moved-${a.email}` });
    const [after] = await temp.db.select().from(accounts).where(eq(accounts.id, a.id));
    expect(after.email).toBe(`moved-${a.email}`);
    expect(after.tokensValidAfter.getTime()).toBeGreaterThan(before.getTime());
    const sessions = await temp.db.select().from(refreshTokens).where(eq(refreshTokens.accountId, a.id));
    expect(sessions.length).toBe(1);
    expect(sessions.every((s) => s.revokedAt)).toBe(true);
    expect(await status(confirmEmailChange(temp.db, token))).toBe(400);
  });

  it('refuses an expired link and an address taken in the meantime', async () => {
    const a = await account();
    const b = await account();
    await requestEmailChange(temp.db, {
      accountId: a.id,
      newEmail: `late-${a.email}`,
      channelId: 'pixelpress-uk',
      password: 'a-long-password',
      clientAddress: '10.0.0.4',
    });
    const expired = await lastToken(`late-${a.email}`, 'email-change-confirm');
    await temp.db.execute(sql`UPDATE confirmation_tokens SET expires_at = now() - interval '1 second' WHERE account_id = ${a.id}`);
    expect(await status(confirmEmailChange(temp.db, expired))).toBe(400);

    await requestEmailChange(temp.db, {
      accountId: a.id,
      newEmail: `race-${a.email}`,
      channelId: 'pixelpress-uk',
      password: 'a-long-password',
      clientAddress: '10.0.0.4',
    });
    const raced = await lastToken(`race-${a.email}`, 'email-change-confirm');
    await temp.db
      .update(accounts)
      .set({ email: `race-${a.email}` })
      .where(eq(accounts.id, b.id));
    expect(await status(confirmEmailChange(temp.db, raced))).toBe(409);
    expect((await temp.db.select().from(accounts).where(eq(accounts.id, a.id)))[0].email).toBe(a.email);
  });
});

describe('account deletion', () => {
  it('scrubs the account, frees its address and refuses the link a second time', async () => {
    const a = await account();
    const deliveryAddress = {
      name: 'A B',
      street: 'High Street',
      houseNumber: '12',
      postalCode: 'SW1A 1AA',
      city: 'London',
      country: 'GB',
      pickupPointId: 'PP-1',
    };
    await temp.db.insert(shopOrders).values({
      code: `DEL-${a.id}`,
      accountId: a.id,
      channelId: 'pixelpress-uk',
      state: 'Dispatched',
      deliveryAddress,
      carrier: 'dpd',
      trackingNumber: '05342010009001',
    });
    await temp.db.insert(shopInvoices).values({
      id: `INV-${a.id}`,
      accountId: a.id,
      kind: 'group',
      orderCode: `DEL-${a.id}`,
      channelId: 'pixelpress-uk',
      amountCents: 1200,
      vatCents: 200,
      currency: 'GBP',
    });
    await requestAccountDeletion(temp.db, { accountId: a.id, channelId: 'pixelpress-uk' });
    const token = await lastToken(a.email, 'account-deletion-confirm');
    const [row] = await temp.db.select().from(confirmationTokens).where(eq(confirmationTokens.accountId, a.id));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(86_400_000, -3);
    await confirmAccountDeletion(temp.db, token);
    const [deleted] = await temp.db.select().from(accounts).where(eq(accounts.id, a.id));
    expect(deleted).toMatchObject({ accountDeleted: true, email: `deleted-${a.id}@deleted.invalid` });
    expect(deleted.passwordHash).not.toMatch(/^scrypt/);
    expect(await temp.db.select().from(customers).where(eq(customers.accountId, a.id))).toEqual([]);
    // Orders and invoices stay for bookkeeping, anonymised: the delivery address keeps only its country.
    const orders = await temp.db.select().from(shopOrders).where(eq(shopOrders.accountId, a.id));
    expect(orders.map((o) => o.deliveryAddress)).toEqual([{ country: 'GB' }]);
    expect(orders.map((o) => [o.carrier, o.trackingNumber])).toEqual([['dpd', null]]);
    const invoices = await temp.db.select().from(shopInvoices).where(eq(shopInvoices.accountId, a.id));
    expect(invoices).toMatchObject([{ orderCode: `DEL-${a.id}`, amountCents: 1200 }]);
    expect(await status(confirmAccountDeletion(temp.db, token))).toBe(400);
    expect(
      await createAccount(temp.db, {
        email: a.email,
        password: 'another-password',
        firstName: 'C',
        lastName: 'D',
        channelId: 'pixelpress-uk',
      }),
    ).not.toBeNull();
  });
});

describe('newsletter', () => {
  it('confirms only for the address the link was sent to, once', async () => {
    const a = await account();
    await requestSubscription(temp.db, { accountId: a.id, email: a.email, channelId: 'fotoflux-nl' });
    const token = await lastToken(a.email, 'newsletter-confirm');
    expect(await status(confirmSubscription(temp.db, 'someone@test.example', token))).toBe(400);
    expect(await confirmSubscription(temp.db, a.email.toUpperCase(), token)).toEqual({ email: a.email, channelId: 'fotoflux-nl' });
    expect((await temp.db.select().from(customers).where(eq(customers.accountId, a.id)))[0].newsletter).toBe(true);
    expect(await status(confirmSubscription(temp.db, a.email, token))).toBe(400);
  });
});
