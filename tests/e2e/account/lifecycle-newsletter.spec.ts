import { test, expect } from '@playwright/test';
import { signUp } from '../support/accounts';
import { waitForMail, linkTo } from '../support/outbox';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`newsletter double opt-in (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled });

    test('subscribing sends an opt-in mail whose button confirms the subscription', async ({ page, browser }) => {
      const { email } = await signUp(page);
      await page.goto('/settings');
      await expect(page.getByTestId('newsletter-state')).toHaveText('Get offers and inspiration in your inbox.');
      await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
      await expect(page.getByRole('status')).toContainText("Almost done: we've sent you an e-mail.");
      await expect(page.getByTestId('newsletter-state')).toContainText('waiting for you to confirm');

      const mail = await waitForMail(email, { kind: 'newsletter-confirm' });
      expect(mail.subject).toBe('Confirm your PixelPress newsletter subscription');
      const link = linkTo(mail, '/subscription-confirmation');
      expect(link.searchParams.get('email')).toBe(email);

      // The link works from any browser, signed in or not.
      const anonymous = await browser.newContext({ javaScriptEnabled });
      const linkPage = await anonymous.newPage();
      await linkPage.goto(link.toString().replace(link.origin, ''));
      await linkPage.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(linkPage).toHaveURL(/\/subscription-confirmation-success$/);
      await expect(linkPage.getByRole('heading')).toHaveText('Success! Your e-mail address has been successfully subscribed!');
      await anonymous.close();

      await page.goto('/settings');
      await expect(page.getByTestId('newsletter-state')).toHaveText("You're subscribed to our newsletter.");
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByTestId('newsletter-state')).toHaveText('Get offers and inspiration in your inbox.');
    });

    test('a link for another address or with a bad token lands on the error page', async ({ page }) => {
      const { email } = await signUp(page);
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
      const link = linkTo(await waitForMail(email, { kind: 'newsletter-confirm' }), '/subscription-confirmation');
      const token = link.searchParams.get('confirmation-token')!;

      await page.goto(`/subscription-confirmation?confirmation-token=${token}&email=${encodeURIComponent('someone-else@test.example')}`);
      await expect(page).toHaveURL(/\/subscription-confirmation-error$/);
      await expect(page.getByRole('heading')).toHaveText('Your subscription failed');
      await expect(page.getByText('Something went wrong with the subscription. Could you please try again?')).toBeVisible();

      await page.goto(`/subscription-confirmation?confirmation-token=${token.slice(0, -2)}xx&email=${encodeURIComponent(email)}`);
      await expect(page).toHaveURL(/\/subscription-confirmation-error$/);
      await page.goto('/subscription-confirmation');
      await expect(page).toHaveURL(/\/subscription-confirmation-error$/);
    });
  });
}

test('the e-mail gateway confirms once and answers 400 after that', async ({ page, request }) => {
  const { email } = await signUp(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
  const link = linkTo(await waitForMail(email, { kind: 'newsletter-confirm' }), '/subscription-confirmation');
  const token = link.searchParams.get('confirmation-token')!;
  const url = `/api/email-gateway/api/v1/Profiles/${encodeURIComponent(email)}/subscription/confirm/${token}`;
  const first = await request.post(url, { data: {} });
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ subscribed: true, email });
  const second = await request.post(url, { data: {} });
  expect(second.status()).toBe(400);
  expect((await second.json()).message).toBe('This confirmation link is invalid, used or expired');
  const malformed = await request.post(`/api/email-gateway/api/v1/Profiles/not-an-email/subscription/confirm/${token}`, { data: {} });
  expect(malformed.status()).toBe(400);
});
