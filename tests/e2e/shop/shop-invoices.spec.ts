import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import { pdfInfo, pdfText } from '../support/pdf';
import { DEMO, signIn, signInOnHost, hostOrigin, apiToken } from '../support/accounts';
import { bearer } from './shop-support';
import { seededDaysAgo } from '../support/seeded-dates';

/** A GET as if on another channel's host (Node does not resolve *.localhost the way browsers do). */
const onHost = (prefix: string) => ({ host: `${prefix}.localhost:${new URL(test.info().project.use.baseURL!).port}` });

/** An amount as printed, in minor units: every amount has two decimals, whatever the separators and symbol. */
const cents = (money: string) => {
  const digits = Number(money.replace(/[^\d]/g, ''));
  return /^\s*[-−]|[-−]\s*[\d€£]/.test(money) ? -digits : digits;
};

interface PrintedInvoice {
  lines: { description: string; quantity: number; unit: number; rate: string; amount: number }[];
  rates: { net: number; rate: string; vat: number }[];
  net: number;
  vat: number;
  total: number;
}

/** The table and totals of an invoice PDF's text (rows of tab-separated cells), by the labels of its language. */
function readInvoice(text: string, labels: { header: string; vatByRate: string; net: string; vat: string; total: string }): PrintedInvoice {
  const rows = text.split('\n');
  const header = rows.indexOf(labels.header);
  const summary = rows.findIndex((row) => row.startsWith(`${labels.vatByRate}\t`));
  expect(header, text).toBeGreaterThan(-1);
  expect(summary, text).toBeGreaterThan(header);
  const lines = rows.slice(header + 1, summary).map((row) => {
    const [description, quantity, unit, rate, amount] = row.split('\t');
    return { description, quantity: Number(quantity), unit: cents(unit), rate, amount: cents(amount) };
  });
  const total = (label: string) => cents(rows.find((row) => row.startsWith(`${label}\t`))!.split('\t')[1]);
  const netRow = rows.findIndex((row) => row.startsWith(`${labels.net}\t`));
  const rates = rows.slice(summary + 1, netRow).map((row) => {
    const [net, rate, vat] = row.split('\t');
    return { net: cents(net), rate, vat: cents(vat) };
  });
  return { lines, rates, net: total(labels.net), vat: total(labels.vat), total: total(labels.total) };
}

/** Unit price × quantity = amount on every line; per rate the lines' sum = net + VAT; the totals are the sums. */
function expectSumsAddUp(invoice: PrintedInvoice, id: string) {
  expect(invoice.lines.length, id).toBeGreaterThan(0);
  for (const line of invoice.lines) expect(line.unit * line.quantity, `${id}: ${line.description}`).toBe(line.amount);
  for (const rate of invoice.rates) {
    const gross = invoice.lines.filter((line) => line.rate === rate.rate).reduce((sum, line) => sum + line.amount, 0);
    expect(rate.net + rate.vat, `${id} at ${rate.rate}`).toBe(gross);
  }
  expect(
    invoice.rates.reduce((sum, rate) => sum + rate.net, 0),
    id,
  ).toBe(invoice.net);
  expect(
    invoice.rates.reduce((sum, rate) => sum + rate.vat, 0),
    id,
  ).toBe(invoice.vat);
  expect(invoice.net + invoice.vat, id).toBe(invoice.total);
  expect(
    invoice.lines.reduce((sum, line) => sum + line.amount, 0),
    id,
  ).toBe(invoice.total);
}

const ENGLISH = {
  header: 'Description\tQty\tUnit price\tVAT rate\tAmount',
  vatByRate: 'VAT by rate',
  net: 'Net amount',
  vat: 'VAT',
  total: 'Total',
};
const DUTCH = {
  header: 'Omschrijving\tAantal\tStukprijs\tBtw-tarief\tBedrag',
  vatByRate: 'Btw per tarief',
  net: 'Nettobedrag',
  vat: 'Btw',
  total: 'Totaal',
};

/** Every invoice PDF the invoices page links to, downloaded by the browser as a customer would. */
async function downloadAll(page: Page): Promise<{ id: string; text: string }[]> {
  const links = page.locator('a[href*="/api/invoice/"]');
  await expect(links.first()).toBeVisible();
  const invoices = [];
  for (const link of await links.all()) {
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    const id = /^invoice_(.+)\.pdf$/.exec(file.suggestedFilename())![1];
    invoices.push({ id, text: await pdfText(fs.readFileSync(await file.path())) });
  }
  return invoices;
}

test('a business customer downloads an invoice: a PDF named invoice_{id}.pdf with seller, buyer, lines, VAT, terms and status', async ({
  page,
}) => {
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
  expect(await pdfInfo(bytes)).toEqual({ pages: 1, title: 'Invoice INV-2026-0412 for order PP-20001', subject: 'Order PP-20001' });
  const text = await pdfText(bytes);
  const issuedOn = seededDaysAgo(3);
  const issued = issuedOn.find((day) => text.includes(`Invoice date\t${day}`)) ?? issuedOn[0];
  // The seller with its VAT number beside the invoice's number, date, date of supply and order.
  for (const line of [
    'PixelPress Ltd\tInvoice',
    '1 Fleet Street\tInvoice number\tINV-2026-0412',
    `London EC4Y 1AA\tInvoice date\t${issued}`,
    `VAT number GB 987 6543 53\tDate of supply\t${issued}`,
    'Order\tPP-20001',
  ])
    expect(text).toContain(line);
  // The buyer, the address the British way: number and street, town, postcode, the country by its name.
  expect(text).toContain(
    [
      'Billed to',
      'Lumen Studio Ltd',
      'Lars de Vries',
      '100 Shoreditch High Street',
      'London',
      'E1 6JQ',
      'United Kingdom',
      'VAT number GB123456727',
    ].join('\n'),
  );
  expect(text).not.toMatch(/^GB$/m);
  // Issue 41: 25 × £29.99 is £749.75, and the totals are the sums of the lines.
  expect(text).toContain(
    [
      ENGLISH.header,
      'Photo book A4 landscape\t25\t£29.99\t20%\t£749.75',
      'Shipping\t1\t£4.95\t20%\t£4.95',
      'VAT by rate\tNet\tVAT rate\tVAT',
      '£628.92\t20%\t£125.78',
      'Net amount\t£628.92',
      'VAT\t£125.78',
      'Total\t£754.70',
      'Unit prices and amounts include VAT.',
    ].join('\n'),
  );
  expect(text).toMatch(/Payment terms: payable within 14 days of the invoice date, by \d\d \w{3} \d{4}\./);
  expect(text).toContain(`Payment status: paid on ${issued}.`);
  expect(text).not.toContain('Reverse charge');
});

test('every invoice the page offers adds up: unit price × quantity = amount, net + VAT = gross per rate, totals', async ({ page }) => {
  await signIn(page, DEMO.business);
  await page.goto('/invoices');
  const invoices = await downloadAll(page);
  expect(invoices.map((i) => i.id).sort()).toEqual(['HIST-2023-0954', 'HIST-2024-1177', 'INV-2026-0301', 'INV-2026-0388', 'INV-2026-0412']);
  for (const { id, text } of invoices) expectSumsAddUp(readInvoice(text, ENGLISH), id);
  const tenPosters = readInvoice(invoices.find((i) => i.id === 'INV-2026-0301')!.text, ENGLISH);
  expect(tenPosters.lines[0]).toEqual({ description: 'Poster 50 x 70 cm', quantity: 10, unit: 2499, rate: '20%', amount: 24990 });
});

test('a German business buying on the Dutch channel gets a reverse-charged invoice in Dutch, its address the German way', async ({
  page,
}) => {
  await signInOnHost(page, 'nl', DEMO.businessEu);
  await page.goto(`${hostOrigin('nl')}/invoices`);
  const [invoice] = await downloadAll(page);
  expect(invoice.id).toBe('INV-2026-0420');
  const { text } = invoice;
  for (const line of [
    'FotoFlux B.V.\tFactuur',
    'Nederland\tLeverdatum',
    'Btw-nummer NL859123406B01\tBestelling\tPP-50001',
    'Factuur aan',
    'Btw-nummer DE136695976',
  ])
    expect(text).toContain(line);
  expect(text).toContain(['Lichtwerk Fotostudio GmbH', 'Jonas Weber', 'Torstraße 120', '10119 Berlin', 'Duitsland'].join('\n'));
  const printed = readInvoice(text, DUTCH);
  expectSumsAddUp(printed, invoice.id);
  expect(printed.rates).toEqual([{ net: 60314, rate: '0%', vat: 0 }]);
  expect(printed.lines.map((line) => line.rate)).toEqual(['0%', '0%', '0%']);
  expect(text).toContain('Btw verlegd: er is geen btw in rekening gebracht; de afnemer draagt de btw af');
  expect(text).toMatch(/Betaalstatus: openstaand, te betalen uiterlijk op \d\d [a-z]{3}\.? \d{4}\./);
  expect(text).not.toContain('inclusief btw');
});

test('invoice and product PDFs are written in the language of the channel', async ({ request }) => {
  const business = bearer(await apiToken(request, DEMO.business));
  const invoice = await request.get('/api/invoice/api/v1/InvoiceGroupFiles/me/INV-2026-0412', {
    headers: { ...business, ...onHost('nl') },
  });
  expect(invoice.status()).toBe(200);
  expect((await pdfInfo(await invoice.body())).title).toBe('Factuur INV-2026-0412 voor bestelling PP-20001');
  const invoiceText = await pdfText(await invoice.body());
  for (const line of [
    'PixelPress Ltd\tFactuur',
    'Factuur aan',
    'Verenigd Koninkrijk',
    'Fotoboek A4 liggend\t25\t£ 29,99\t20%\t£ 749,75',
    'Nettobedrag\t£ 628,92',
    'Btw\t£ 125,78',
    'Totaal\t£ 754,70',
  ])
    expect(invoiceText).toContain(line);
  expect(invoiceText).not.toContain('Billed to');

  const consumer = bearer(await apiToken(request, DEMO.consumer));
  const product = await request.get('/api/product/v1/pdf/me/PP-10008-1', { headers: { ...consumer, ...onHost('nl') } });
  expect(product.status()).toBe(200);
  expect((await pdfInfo(await product.body())).title).toBe('Fotoboek A4 liggend - bestelling PP-10008');
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
  expect((await pdfInfo(await response.body())).subject).toBe('Order PP-19017');
});

test('an issued invoice keeps the billing details it was issued with when the customer changes them', async ({ request }) => {
  const business = bearer(await apiToken(request, DEMO.business));
  const invoiceText = async () =>
    pdfText(await (await request.get('/api/invoice/api/v1/InvoiceGroupFiles/me/INV-2026-0412', { headers: business })).body());
  const before = await invoiceText();
  for (const line of ['Lumen Studio Ltd', 'Lars de Vries', '100 Shoreditch High Street', 'E1 6JQ', 'GB123456727'])
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
