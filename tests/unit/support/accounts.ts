import type { Db } from '@/server/db';
import { createAccount, type Account } from '@/server/identity';

/** The password of the accounts `newAccount()` makes, unless a test gives its own. */
export const TEST_PASSWORD = 'a-long-password';

/** A new account in a test's database (UK channel unless told otherwise); fails the test when it is not made. */
export async function newAccount(
  db: Db,
  email: string,
  details: { password?: string; firstName?: string; lastName?: string; channelId?: string } = {},
): Promise<Account> {
  const account = await createAccount(db, {
    password: TEST_PASSWORD,
    firstName: 'A',
    lastName: 'B',
    channelId: 'pixelpress-uk',
    ...details,
    email,
  });
  if (!account) throw new Error(`account ${email} not created`);
  return account;
}
