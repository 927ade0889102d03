import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import { CHANNELS, localeOfChannel } from '../../../src/domain/channels';
import { englishIn, readLocale } from '../../support/locale-files';
import { DEMO, hostOrigin, signInOnHost, signUp, uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/outbox';
import { pdfText } from '../support/pdf';
import { PRESENTATION } from '../support/tags';

/** Everything a person reads or hears on the page: the title, the rendered text and the accessible names and hints. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[alt],[title]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** The page at `path` on the channel's host, once its islands have loaded their data. */
async function open(page: Page, hostPrefix: string, path: string) {
  await page.goto(`${hostOrigin(hostPrefix)}${path}`);
  await page.waitForLoadState('networkidle');
}

const CONSUMER_PAGES = ['/', '/orders', '/orders/PP-10002', '/orders/PP-10003', '/settings', '/my-photos/photos'];

for (const channel of CHANNELS) {
  const locale = localeOfChannel(channel);
  const host = channel.hostPrefix || 'localhost';

  const title =
    locale === 'en-GB' ? 'the check finds the English of every page' : `the account area reads in ${locale}, with no English sentence left`;
  test(`${host} (${locale}): ${title}`, PRESENTATION, async ({ page }) => {
    test.setTimeout(240_000);
    await signInOnHost(page, channel.hostPrefix, DEMO.consumer);
    const found: Record<string, string[]> = {};
    for (const path of CONSUMER_PAGES) {
      await open(page, channel.hostPrefix, path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      found[path] = englishIn(await readableText(page), locale);
    }
    // One modal: the upload dialog, with a file the server refuses (JPEG bytes that hold no image) and its refusal shown.
    await page.getByTestId('add-photos').click();
    const modal = page.getByTestId('upload-modal');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 0x20)]);
    await modal.getByTestId('upload-input').setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken });
    await modal.getByTestId('upload-start').click();
    await expect(modal.getByTestId('upload-list').locator('li')).toHaveAttribute('data-state', 'refused');
    await expect(modal.getByTestId('upload-list')).toContainText(readLocale(locale).get('photos.upload.errors.unreadable')!);
    found['upload modal'] = englishIn(await readableText(page), locale);

    if (locale === 'en-GB') {
      // The check itself: on the English channel it finds English on every page.
      for (const [where, pieces] of Object.entries(found)) expect(pieces.length, where).toBeGreaterThan(5);
    } else {
      expect(Object.fromEntries(Object.entries(found).filter(([, pieces]) => pieces.length > 0))).toEqual({});
    }
  });
}

/** A text of a locale file with its placeholders filled in. */
function localeText(locale: string, key: string, vars: Record<string, string>): string {
  return readLocale(locale)
    .get(key)!
    .replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => vars[name] ?? '');
}

for (const hostPrefix of ['fr', 'se']) {
  const channel = CHANNELS.find((c) => c.hostPrefix === hostPrefix)!;
  const locale = localeOfChannel(channel);

  test(`${hostPrefix}.localhost: the e-mail change mail and the invoice PDF are in ${locale}`, async ({ page }) => {
    // A new customer of this channel asks to change their e-mail address: the mail is in the channel's language.
    const email = uniqueEmail(`i18n-${hostPrefix}`);
    await signUp(page, { hostPrefix, email });
    const newEmail = uniqueEmail(`i18n-${hostPrefix}-new`);
    await page.goto(`${hostOrigin(hostPrefix)}/settings/email`);
    const form = page.locator('form', { has: page.locator('input[name="email"]') });
    await form.locator('input[name="email"]').fill(newEmail);
    await form.locator('input[name="password"]').fill('a-long-password');
    await form.locator('button[type="submit"]').click();
    const mail = await waitForMail(newEmail, { kind: 'email-change-confirm' });
    expect(mail.subject).toBe(localeText(locale, 'mail.emailChange.subject', { brand: channel.brandName, newEmail, oldEmail: email }));
    expect(mail.text).toContain(localeText(locale, 'mail.emailChange.action', {}));
    expect(englishIn(`${mail.subject}\n${mail.text}`, locale)).toEqual([]);

    // A business customer downloads an invoice on this channel's host: the PDF is in its language.
    const business = await page.context().browser()!.newContext();
    const businessPage = await business.newPage();
    await signInOnHost(businessPage, hostPrefix, DEMO.business);
    await businessPage.goto(`${hostOrigin(hostPrefix)}/invoices`);
    const download = businessPage.waitForEvent('download');
    await businessPage.locator('[data-invoice-id="INV-2026-0412"] a[download]').click();
    const text = await pdfText(fs.readFileSync(await (await download).path()));
    expect(text).toContain(localeText(locale, 'pdf.invoice.heading', { id: 'INV-2026-0412' }));
    expect(englishIn(text, locale)).toEqual([]);
    await business.close();
  });
}
