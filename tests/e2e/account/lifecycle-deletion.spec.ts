import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { signUp, signIn, apiToken } from '../support/accounts';
import { waitForMail, linkTo } from '../support/outbox';
import { TEST_DATA_DIR } from '../support/server-env';
import { blobStored, onS3, writeBlob } from '../support/s3-run';

async function accountIdOf(page: Page, email: string, password: string): Promise<string> {
  const token = await apiToken(page.request, email, password);
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
}

for (const javaScriptEnabled of [true, false]) {
  test(`deleting an account end to end (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const { email, password } = await signUp(page);
    const accountId = await accountIdOf(page, email, password);
    // The account's photo files, where the photo service keeps them (photos/<accountId>/…, in the folder or the bucket).
    const photoKey = `photos/${accountId}/e2e-photo/original`;
    await writeBlob(TEST_DATA_DIR, photoKey, Buffer.from('not really a jpeg'));
    // Another device, still signed in when the account goes.
    const other = await browser.newContext({ javaScriptEnabled });
    const otherPage = await other.newPage();
    await signIn(otherPage, email, password);
    const bearer = await apiToken(otherPage.request, email, password);

    await page.goto('/settings');
    await page.getByRole('link', { name: 'Delete my account' }).click();
    await expect(page.getByTestId('deletion-confirmation')).toContainText('Are you sure you want to delete your account?');
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page.getByTestId('deletion-requested')).toContainText(`We've sent an e-mail to ${email}`);
    const mail = await waitForMail(email, { kind: 'account-deletion-confirm' });
    expect(mail.subject).toBe('Confirm the deletion of your PixelPress account');
    const link = linkTo(mail, '/delete-account-confirmation');

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
    expect(await blobStored(TEST_DATA_DIR, photoKey)).toBe(true);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View products' })).toBeVisible();
    // A mail to the address the account had confirms the deletion.
    const goodbye = await waitForMail(email, { kind: 'account-deleted' });
    expect(goodbye.subject).toBe('Your PixelPress account has been deleted');
    expect(goodbye.text).toContain('Your photos, albums and personal details have been removed.');

    // The files are gone from storage.
    expect(await blobStored(TEST_DATA_DIR, photoKey)).toBe(false);
    if (!onS3) expect(fs.existsSync(path.join(TEST_DATA_DIR, 'blobs', 'photos', accountId))).toBe(false);
    // This browser is signed out; the other device is sent to logout on its next request (spec §4).
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login/);
    const redirected = await otherPage.request.get('/settings', { maxRedirects: 0 });
    expect(redirected.status()).toBe(303);
    expect(redirected.headers().location).toBe('/logout');
    await otherPage.goto('/orders');
    await expect(otherPage).toHaveURL(/\/login/);
    const api = await otherPage.request.get('/api/customer/customers/me', { headers: { authorization: `Bearer ${bearer}` } });
    expect(api.status()).toBe(401);

    // The password no longer works, and the address is free to sign up again.
    await page.goto('/login');
    await page.getByLabel(/e-mail/i).fill(email);
    await page.getByLabel(/password/i).fill(password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
    await signUp(page, { email, password });
    await page.goto('/settings');
    await expect(page.getByTestId('customer-email')).toHaveText(email);
    await other.close();
    await context.close();
  });
}

test('an invalid deletion link lands on the error page and deletes nothing', async ({ page }) => {
  const { email } = await signUp(page);
  await page.goto('/delete-account-confirmation?confirmation-token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page).toHaveURL(/\/delete-account-error$/);
  await expect(page.getByRole('heading', { name: "Your account couldn't be deleted" })).toBeVisible();
  await expect(page.getByText('Something went wrong with the account deletion. Could you please try again?')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByTestId('customer-email')).toHaveText(email);
});
