import { test, expect, type Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { freshAccount, gridReady, islandsReady } from './photos-helpers';
import { holdUploads, jpegFiles } from './upload-queue-helpers';

/**
 * Issue 40, point 1: uploads that finished while the upload window was closed are never lost. The server
 * keeps them and every photo page and the overview offer them (any device, after a reload) until the
 * customer adds or discards them. Not browser-only: the offer is the server's pending uploads.
 */

const PHOTOS = 20;
const offerOn = (page: Page) => page.getByTestId('pending-uploads');

/** Add photos → 20 files → Upload → close the window → the dock says they are ready to add (the steps). */
async function uploadWithWindowClosed(page: Page, date: string, seed: number): Promise<void> {
  const files = await jpegFiles(
    Array.from({ length: PHOTOS }, (_, i) => `kept-${i + 1}.jpg`),
    date,
    seed,
  );
  const uploads = await holdUploads(page);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await islandsReady(page);
  await page.getByTestId('add-photos').click();
  const modal = page.getByTestId('upload-modal');
  await modal.getByTestId('upload-input').setInputFiles(files);
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveCount(PHOTOS);
  await modal.getByTestId('upload-start').click();
  await expect(modal.getByTestId('upload-goes-on')).toBeVisible();
  await modal.getByTestId('upload-close').click();
  await expect(modal).toBeHidden();
  uploads.open(PHOTOS);
  await expect(page.getByTestId('upload-indicator').getByRole('status')).toHaveText('20 photos uploaded, ready to add.', {
    timeout: 60_000,
  });
}

test('uploads finished with the window closed are offered again after leaving the page, a reload and on another device, and are added once', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await freshAccount(page, request);
  await uploadWithWindowClosed(page, '2019:06:07 08:09:10', 300);

  // The customer goes to the Albums tab: the uploaded photos are offered there, with the date they are kept until.
  await page.getByTestId('tab-albums').click();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  const offer = offerOn(page);
  await expect(offer.getByRole('heading')).toHaveText('20 photos uploaded, ready to add.');
  const keptUntil = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
  await expect(offer).toContainText(`They are kept until ${keptUntil}: add them to your photos or discard them.`);
  await expect(page.getByTestId('count-photos')).toHaveText('0');
  expect(await axeViolations(page), 'the offer').toEqual([]);

  // A reload, the overview and the photos page offer them too.
  await page.reload();
  await expect(offerOn(page).getByRole('heading')).toHaveText('20 photos uploaded, ready to add.');
  await page.goto('/');
  await expect(offerOn(page).getByRole('heading')).toHaveText('20 photos uploaded, ready to add.');
  await page.goto('/my-photos/photos');
  await expect(offerOn(page)).toBeVisible();

  // Another browser of the same account sees the same offer and adds them: the photos page shows them.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, account.email, account.password);
  await second.goto('/my-photos/albums');
  const secondOffer = offerOn(second);
  await expect(secondOffer.getByRole('heading')).toHaveText('20 photos uploaded, ready to add.');
  await secondOffer.getByRole('button', { name: 'Add to my photos' }).click();
  await expect(second).toHaveURL(/\/my-photos\/photos$/);
  await expect(second.getByTestId('pending-uploads-added')).toHaveText('20 photos added to your photos.');
  await expect(offerOn(second)).toHaveCount(0);
  await expect(second.getByTestId('count-photos')).toHaveText(String(PHOTOS));
  await expect(second.getByTestId('month-section').getByRole('heading', { level: 2 })).toHaveText(['June 2019 (20)']);
  await other.close();

  // The first browser's offer was shown before: adding it again adds nothing twice.
  await offerOn(page).getByRole('button', { name: 'Add to my photos' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(offerOn(page)).toHaveCount(0);
  await expect(page.getByTestId('count-photos')).toHaveText(String(PHOTOS));
  await expect(page.getByTestId('month-section').getByRole('heading', { level: 2 })).toHaveText(['June 2019 (20)']);
  const library = await request.get('/api/photo-management/photos?sortKey=created&sortOrder=desc', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const names = ((await library.json()) as { images: { localFileName: string }[] }).images.map((p) => p.localFileName).sort();
  expect(names).toEqual(Array.from({ length: PHOTOS }, (_, i) => `kept-${i + 1}.jpg`).sort());
});

test('offered uploads can be discarded after a question; their photos are deleted and nothing is offered any more', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await freshAccount(page, request);
  await uploadWithWindowClosed(page, '2018:01:02 03:04:05', 400);
  await page.reload();
  const offer = offerOn(page);
  await offer.getByRole('link', { name: 'Discard' }).click();
  const question = page.getByTestId('pending-uploads-discard');
  await expect(question).toHaveAttribute('role', 'alertdialog');
  await expect(question).toContainText('Discard the 20 photos you uploaded? They have not been added to your photos yet.');
  // Cancel keeps them offered.
  await question.getByRole('link', { name: 'Cancel' }).click();
  await expect(offerOn(page).getByRole('heading')).toHaveText('20 photos uploaded, ready to add.');
  await offerOn(page).getByRole('link', { name: 'Discard' }).click();
  await page.getByTestId('pending-uploads-discard').getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(page.getByTestId('pending-uploads-discarded')).toHaveText('20 uploaded photos discarded.');
  await expect(offerOn(page)).toHaveCount(0);
  await expect(page.getByTestId('count-photos')).toHaveText('0');
  await page.reload();
  await expect(offerOn(page)).toHaveCount(0);
});
