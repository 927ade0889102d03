import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { DEMO, signIn } from './support/accounts';

test('a business customer downloads an invoice: a valid PDF named invoice_{id}.pdf that names the order', async ({ page }) => {
  await signIn(page, DEMO.business);
  await page.goto('/invoices');
  const row = page.locator('[data-invoice-id="INV-2026-0412"]');
  await expect(row).toContainText('PP-20001');
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download invoice INV-2026-0412 as PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoice_INV-2026-0412.pdf');
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe('Invoice INV-2026-0412 for order PP-20001');
  expect(pdf.getSubject()).toBe('Order PP-20001');
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
