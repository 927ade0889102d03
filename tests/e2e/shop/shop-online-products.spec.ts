import { test, expect } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { waitForMail } from '../support/outbox';
import { createOnlineProduct, placeOrder } from './shop-support';

test.use({ javaScriptEnabled: false });

test('an online photo book is shared by e-mail, gets gallery entries and is deleted', async ({ page }) => {
  await signUp(page);
  const { productCode, orderCode } = await createOnlineProduct(page.request, 'Our trip to Zoë’s');
  await page.goto('/online-products');
  await expect(page.getByTestId('online-product')).toHaveCount(1);
  await page.getByRole('link', { name: 'Our trip to Zoë’s' }).click();
  await expect(page).toHaveURL(new RegExp(`/online-products/${productCode}$`));
  await expect(page.getByText(`From order ${orderCode}`)).toBeVisible();

  // Share: the recipient gets a real e-mail through the outbox, naming the sharer as the account does.
  await page.request.put('/api/customer/customers/me', {
    headers: { origin: new URL(page.url()).origin },
    data: { firstName: 'Zoë', lastName: 'Test' },
  });
  const recipient = uniqueEmail('friend');
  const share = page.getByTestId('share-form');
  await share.getByLabel("Recipient's e-mail address").fill(recipient);
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('share-sent')).toHaveText(`Your photo book has been shared with ${recipient}.`);
  const mail = await waitForMail(recipient, { kind: 'widget-share' });
  // The sender's name is in the body, never in the subject (the brand's own words).
  expect(mail.subject).toBe('A photo book has been shared with you on PixelPress');
  expect(mail.text).toContain('Zoë Test would like to show you the photo book');
  expect(mail.text).toContain('“Our trip to Zoë’s”');
  expect(mail.links).toContain(`https://www.pixelpress.example/online/${productCode}`);
  expect(mail.text).toContain(
    'If this mail is unwanted or looks like abuse, tell PixelPress customer care: https://www.pixelpress.example/customer-care',
  );

  // A bad address is refused with a message, and nothing is sent.
  await share.getByLabel("Recipient's e-mail address").fill('friend@localhost');
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('share-error')).toHaveText('Please enter a valid e-mail address.');

  // Gallery entries: create, update, delete.
  const entryForm = page.getByTestId('gallery-entry-form');
  await entryForm.getByLabel('Title').fill('Beach days');
  await entryForm.getByLabel('Description').fill('Sand everywhere');
  await entryForm.getByLabel('Travel').check();
  await entryForm.getByLabel('Family').check();
  await entryForm.getByRole('button', { name: 'Add entry' }).click();
  const entry = page.getByTestId('gallery-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Beach days');
  await expect(entry).toContainText('Family, Travel');

  await entry.getByRole('link', { name: 'Edit Beach days' }).click();
  await expect(entryForm.getByLabel('Travel')).toBeChecked();
  await entryForm.getByLabel('Title').fill('Beach weeks');
  await entryForm.getByLabel('Travel').uncheck();
  await entryForm.getByRole('button', { name: 'Save' }).click();
  await expect(entry).toContainText('Beach weeks');
  await expect(entry).toContainText('Family');
  await expect(entry).not.toContainText('Travel');

  // Deleting an entry asks first.
  await entry.getByRole('link', { name: 'Delete Beach weeks' }).click();
  await expect(page.getByTestId('gallery-entry-delete-confirmation')).toContainText(
    'Are you sure you want to delete the gallery entry Beach weeks?',
  );
  await page.getByTestId('gallery-entry-delete-confirmation').getByRole('button', { name: 'Delete' }).click();
  await expect(entry).toHaveCount(0);

  // Delete with confirmation, then the list reloads without it.
  await page.getByRole('link', { name: 'Delete online photo book' }).click();
  await expect(page.getByTestId('online-product-delete-confirmation')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(/\/online-products$/);
  await expect(page.getByTestId('online-product-deleted')).toBeVisible();
  await expect(page.getByTestId('online-products-empty')).toBeVisible();
  const gone = await page.request.get(`/api/widget/v1/widget/${productCode}`);
  expect(gone.status()).toBe(404);
});

test('online photo books page 12 at a time', async ({ page }) => {
  await signUp(page);
  const order = await placeOrder(
    page.request,
    Array.from({ length: 13 }, () => ({ articleId: 'PB-XL-SQUARE' })),
  );
  for (const [i, p] of order.products.entries()) {
    const response = await page.request.post(`/api/widget/v1/widget/${p.code}`, { data: { title: `Book ${i + 1}` } });
    expect(response.status()).toBe(200);
  }
  await page.goto('/online-products');
  await expect(page.getByTestId('online-product')).toHaveCount(12);
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 2');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/online-products\?page=2$/);
  await expect(page.getByTestId('online-product')).toHaveCount(1);
});

test('a share through the API mails neither the caller’s sender name nor its free text: only the link, the account’s name and how to report abuse', async ({
  page,
}) => {
  await signUp(page); // its details name it Test User
  const { productCode } = await createOnlineProduct(page.request, 'Holiday');
  const recipient = uniqueEmail('target');
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const query = new URLSearchParams({
    vendorId: '1',
    fromName: b64('PixelPress Security Team'),
    toEmailAddress: recipient,
    personalMessage: b64('Your account is locked: verify it at https://phish.example/login now'),
  });
  const shared = await page.request.put(`/api/widget/v1/widget/${productCode}/share?${query}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(shared.status()).toBe(200);
  const mail = await waitForMail(recipient, { kind: 'widget-share' });
  expect(mail.text).not.toContain('Security Team');
  expect(mail.text).not.toContain('phish.example');
  expect(mail.text).not.toContain('locked');
  expect(mail.text).toContain('Test User would like to show you the photo book “Holiday”.');
  expect(mail.links.filter((l) => new URL(l).origin !== 'https://www.pixelpress.example')).toEqual([]);
  expect(mail.text).toContain('tell PixelPress customer care: https://www.pixelpress.example/customer-care');
});
