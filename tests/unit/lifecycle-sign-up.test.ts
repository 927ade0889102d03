import { describe, it, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTempDatabase } from './support/temp-database';
import { accounts, customers, mailOutbox } from '@/server/db/schema';
import { signIn } from '@/server/identity';
import { requestSignUp, confirmSignUp } from '@/server/lifecycle';
import { SIGN_UP_MAILS_PER_HOUR } from '@/server/lifecycle/sign-up';

const temp = useTempDatabase('sign-up');
const base = { password: 'a-long-password', firstName: 'Ada', lastName: 'Lovelace', channelId: 'pixelpress-uk' } as const;

async function mailsTo(email: string) {
  return temp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}
const tokenOf = (mail: { textBody: string }) =>
  new URL(mail.textBody.match(/https?:\/\/\S*signup-confirmation\S*/)![0]).searchParams.get('confirmation-token')!;

describe('sign-up by mailed confirmation', () => {
  it('creates nothing until the link is confirmed, then the account with its business fields, once', async () => {
    const email = 'new-biz@test.example';
    await requestSignUp(temp.db, { ...base, email, userType: 'b2b', companyName: 'Prints Ltd', returnTo: '/orders' });
    expect(await temp.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
    expect((await signIn(temp.db, email, base.password, { address: '10.0.0.9' })).ok).toBe(false);
    const [mail] = await mailsTo(email);
    expect(mail.kind).toBe('sign-up-confirm');

    const confirmed = await confirmSignUp(temp.db, tokenOf(mail));
    expect(confirmed.returnTo).toBe('/orders');
    expect(confirmed.account).toMatchObject({ email, userType: 'b2b' });
    const [customer] = await temp.db.select().from(customers).where(eq(customers.accountId, confirmed.account.id));
    expect(customer).toMatchObject({ firstName: 'Ada', companyName: 'Prints Ltd', businessStatus: 'Default' });
    expect((await signIn(temp.db, email, base.password, { address: '10.0.0.9' })).ok).toBe(true);
    await expect(confirmSignUp(temp.db, tokenOf(mail))).rejects.toMatchObject({ status: 400 });
  });

  it('mails a registered address the way back in and creates nothing; the first of two links wins', async () => {
    const email = 'twice@test.example';
    await requestSignUp(temp.db, { ...base, email, userType: 'consumer' });
    await requestSignUp(temp.db, { ...base, email, userType: 'consumer', password: 'another-long-password' });
    const links = await mailsTo(email);
    expect(links.map((m) => m.kind)).toEqual(['sign-up-confirm', 'sign-up-confirm']);
    await confirmSignUp(temp.db, tokenOf(links[1]));
    await expect(confirmSignUp(temp.db, tokenOf(links[0]))).rejects.toMatchObject({ status: 400 });
    expect((await signIn(temp.db, email, 'another-long-password', { address: '10.0.0.8' })).ok).toBe(true);

    await requestSignUp(temp.db, { ...base, email, userType: 'consumer' });
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['sign-up-confirm', 'sign-up-confirm', 'sign-up-attempt']);
    expect(await temp.db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(1);
  });

  it(`sends one address at most ${SIGN_UP_MAILS_PER_HOUR} sign-up mails an hour`, async () => {
    const email = 'flooded@test.example';
    for (let i = 0; i < SIGN_UP_MAILS_PER_HOUR + 2; i++) await requestSignUp(temp.db, { ...base, email, userType: 'consumer' });
    expect(await mailsTo(email)).toHaveLength(SIGN_UP_MAILS_PER_HOUR);
  });
});
