import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../support/pdf';
import { DEMO, signIn, apiToken } from '../support/accounts';
import { bearer } from './shop-support';
import { seededDaysAgo } from '../support/seeded-dates';

/** A GET as if on another channel's host (Node does not resolve *.localhost the way browsers do). */
const onHost = (prefix: string) => ({ host: `${prefix}.localhost:${new URL(test.info().project.use.baseURL!).port}` });

test('a business customer downloads an invoice: a valid PDF named invoice_{id}.pdf that names the order', async ({ page }) => {
  await signIn(page, DEMO.business);
  await page.goto('/invoices');
  const row = page.locator('[data-invoice-id="INV-2026-0412"]');
  await expect(row).toContainText('PP-20001');
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download PDF INV-2026-0412' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoice_INV-2026-0412.pdf');
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe('Invoice INV-2026-0412 for order PP-20001');
  expect(pdf.getSubject()).toBe('Order PP-20001');
  const text = await pdfText(bytes);
  const issuedOn = seededDaysAgo(3);
  const issued = issuedOn.find((day) => text.includes(`Date ${day}`)) ?? issuedOn[0];
  // A legally complete invoice: the seller with its VAT number, number and date, the lines and the VAT per rate.
  expect(text).toContain(
    [
      'PixelPress Ltd',
      '1 Fleet Street',
      'London EC4Y 1AA',
      'VAT number GB 987 6543 21',
      'Invoice INV-2026-0412',
      'Invoice number INV-2026-0412',
      `Date ${issued}`,
      'Order PP-20001',
      'Billed to',
      'Lumen Studio Ltd',
      'Lars de Vries',
    ].join('\n'),
  );
  expect(text).toContain(
    [
      'Items',
      '25 × Photo book A4 landscape',
      'Unit price excl. VAT £24.99 · VAT rate 20% · Amount excl. VAT £624.79',
      '1 × Shipping',
      'Unit price excl. VAT £4.13 · VAT rate 20% · Amount excl. VAT £4.13',
      'VAT by rate',
      'VAT 20% on £628.92: £125.78',
      'Net amount £628.92',
      'VAT £125.78',
      'Total £754.70',
    ].join('\n'),
  );
});

test('invoice and product PDFs are written in the language of the channel', async ({ request }) => {
  const business = bearer(await apiToken(request, DEMO.business));
  const invoice = await request.get('/api/invoice/api/v1/InvoiceGroupFiles/me/INV-2026-0412', {
    headers: { ...business, ...onHost('nl') },
  });
  expect(invoice.status()).toBe(200);
  const invoicePdf = await PDFDocument.load(await invoice.body());
  expect(invoicePdf.getTitle()).toBe('Factuur INV-2026-0412 voor bestelling PP-20001');
  const invoiceText = await pdfText(await invoice.body());
  for (const line of [
    'Factuur INV-2026-0412',
    'Bestelling PP-20001',
    'Factuur aan',
    '25 × Fotoboek A4 liggend',
    'Stukprijs excl. btw £ 24,99 · btw-tarief 20% · bedrag excl. btw £ 624,79',
    'Btw 20% over £ 628,92: £ 125,78',
    'Nettobedrag £ 628,92',
    'Btw £ 125,78',
    'Totaal £ 754,70',
  ])
    expect(invoiceText).toContain(line);
  expect(invoiceText).not.toContain('Billed to');

  const consumer = bearer(await apiToken(request, DEMO.consumer));
  const product = await request.get('/api/product/v1/pdf/me/PP-10008-1', { headers: { ...consumer, ...onHost('nl') } });
  expect(product.status()).toBe(200);
  expect((await PDFDocument.load(await product.body())).getTitle()).toBe('Fotoboek A4 liggend - bestelling PP-10008');
  const productText = await pdfText(await product.body());
  for (const line of ['Fotoboek A4 liggend', 'Bestelling PP-10008', 'Aantal 1', 'Soort omslag: Harde kaft'])
    expect(productText).toContain(line);
  expect(productText).not.toContain('coverType');
  // The UK channel gets its own English copy, options by their labels.
  const english = await pdfText(await (await request.get('/api/product/v1/pdf/me/PP-10008-1', { headers: consumer })).body());
  for (const line of ['Photo book A4 landscape', 'Quantity 1', 'Cover type: Hardcover']) expect(english).toContain(line);
});

test('historical invoices are listed and download as PDFs too', async ({ page }) => {
  await signIn(page, DEMO.business);
  await page.goto('/invoices');
  await expect(page.getByTestId('historical-invoice')).toHaveCount(2);
  const response = await page.request.get('/api/invoice/api/v1/HistoricalInvoice/me/pdf/HIST-2024-1177/pixelpress-uk');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toBe('attachment; filename="invoice_HIST-2024-1177.pdf"');
  const pdf = await PDFDocument.load(await response.body());
  expect(pdf.getSubject()).toBe('Order PP-19017');
});

test('an issued invoice keeps the billing details it was issued with when the customer changes them', async ({ request }) => {
  const business = bearer(await apiToken(request, DEMO.business));
  const invoiceText = async () =>
    pdfText(await (await request.get('/api/invoice/api/v1/InvoiceGroupFiles/me/INV-2026-0412', { headers: business })).body());
  const before = await invoiceText();
  for (const line of ['Lumen Studio Ltd', 'Lars de Vries', 'Shoreditch High Street 100', 'E1 6JQ London', 'GB123456727'])
    expect(before).toContain(line);
  const details = {
    firstName: 'Lars',
    lastName: 'de Vries',
    phone: '+442071234567',
    companyName: 'Lumen Studio Ltd',
    vatNumber: 'GB123456727',
  };
  const put = (body: object) => request.put('/api/customer/customers/me', { headers: business, data: body });
  expect((await put({ ...details, firstName: 'Renamed', companyName: 'Other Company Ltd' })).status()).toBe(200);
  try {
    const after = await invoiceText();
    expect(after).toContain('Lars de Vries');
    expect(after).toContain('Lumen Studio Ltd');
    expect(after).not.toContain('Renamed');
    expect(after).not.toContain('Other Company');
  } finally {
    expect((await put(details)).status()).toBe(200);
  }
});
