import { test, expect, type Page } from '@playwright/test';
import { hostOrigin, signInOnHost, signUp } from '../support/accounts';
import { linkTo, waitForMail } from '../support/outbox';

test.use({ javaScriptEnabled: false });

const CHANNELS = [
  {
    host: '',
    account: (email: string) => `This link deletes the account ${email}.`,
    signedInAs: (current: string) => `You are signed in as ${current}, but this link is for another account`,
    continueAs: (email: string) => `Sign out and continue as ${email}`,
    deleted: 'Your account has been deleted',
  },
  {
    host: 'de',
    account: (email: string) => `Mit diesem Link löschen Sie das Konto ${email}.`,
    signedInAs: (current: string) => `Sie sind als ${current} angemeldet, dieser Link gehört aber zu einem anderen Konto`,
    continueAs: (email: string) => `Abmelden und als ${email} fortfahren`,
    deleted: 'Ihr Konto wurde gelöscht',
  },
] as const;

/** Asks for the deletion of the signed-in account in settings and returns the link of the mail it gets. */
async function requestDeletion(page: Page, origin: string, email: string): Promise<URL> {
  await page.goto(`${origin}/settings?confirm=delete-account`);
  await page.locator('form[action*="lifecycle.requestDeletion"] button[type="submit"]').click();
  await expect(page.getByTestId('deletion-requested')).toContainText(email);
  return linkTo(await waitForMail(email, { kind: 'account-deletion-confirm' }), '/delete-account-confirmation');
}

for (const channel of CHANNELS) {
  test(`a deletion link names its account and, with another one signed in, asks to continue as the link's (${channel.host || 'en'})`, async ({
    page,
  }) => {
    const origin = hostOrigin(channel.host);
    const hostPrefix = channel.host || undefined;
    const linked = await signUp(page, { hostPrefix });
    const link = await requestDeletion(page, origin, linked.email);
    await page.context().clearCookies();
    const current = await signUp(page, { hostPrefix });

    await page.goto(link.toString());
    await expect(page.getByTestId('deletion-account')).toHaveText(channel.account(linked.email));
    await expect(page.getByTestId('deletion-other-account')).toContainText(channel.signedInAs(current.email));
    await expect(page.locator('form[action*="lifecycle.confirmDeletion"]')).toHaveCount(0);
    // A confirmation posted anyway (an old tab, a crafted form) deletes nothing and signs nobody out: the rule
    // is the server's, whatever the channel (and Node resolves no *.localhost host for the request).
    if (!channel.host) {
      const forced = await page.request.post(`${origin}/delete-account-confirmation?_action=lifecycle.confirmDeletion`, {
        headers: { origin },
        form: { token: link.searchParams.get('confirmation-token')! },
      });
      expect(forced.url()).toContain('/delete-account-confirmation');
      await page.goto(`${origin}/settings`);
      await expect(page.getByTestId('customer-email')).toHaveText(current.email);
    }

    await page.goto(link.toString());
    await page.getByRole('button', { name: channel.continueAs(linked.email) }).click();
    await expect(page).toHaveURL(/\/delete-account-confirmation\?confirmation-token=/);
    await expect(page.getByTestId('deletion-account')).toHaveText(channel.account(linked.email));
    await expect(page.getByTestId('deletion-other-account')).toHaveCount(0);
    await page.locator('form[action*="lifecycle.confirmDeletion"] button[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(channel.deleted);

    // The link's account is gone; the one that was signed in is still there.
    await signInOnHost(page, channel.host, current.email, current.password);
    await page.goto(`${origin}/settings`);
    await expect(page.getByTestId('customer-email')).toHaveText(current.email);
    await page.context().clearCookies();
    await page.goto(`${origin}/login`);
    const form = page.locator('form', { has: page.locator('input[name="email"]') });
    await form.locator('input[name="email"]').fill(linked.email);
    await form.locator('input[name="password"]').fill(linked.password);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/login/);
  });
}
