import { test } from '@playwright/test';
import { expectNoViolationsAt } from '../support/axe';
import { DEMO, signIn } from '../support/accounts';
import { PRESENTATION } from '../support/tags';

/** axe over the shop pages with route parameters and in their dialog and form states (static pages: a11y.spec.ts). */
test.describe.configure({ timeout: 180_000 });

test('consumer shop pages in their states have no accessibility violations', PRESENTATION, async ({ page }) => {
  await signIn(page, DEMO.consumer);
  const projects = await (await page.request.get('/api/customer/customers/me')).json();
  const list = await (await page.request.get(`/api/projects/api/v2/projects/${projects.accountId}`)).json();
  const widget = await (await page.request.get('/api/widget/v1/widget/PP-10009-1')).json();
  for (const url of [
    '/',
    '/orders?tab=history',
    '/orders/PP-10005',
    '/orders/PP-10005?edit=address',
    '/orders/PP-10003',
    '/orders/PP-10009',
    '/orders?q=PP-10008',
    '/orders/PP-99999',
    `/saved-projects?confirm=${list.projects[0].id}`,
    '/online-products',
    '/online-products/PP-10009-1?confirm=delete',
    `/online-products/PP-10009-1?editEntry=${widget.galleryEntries[0].id}`,
    '/online-products/PP-00000-1',
    '/downloads',
  ])
    await expectNoViolationsAt(page, url);
});

test('business shop pages have no accessibility violations', PRESENTATION, async ({ page }) => {
  await signIn(page, DEMO.business);
  for (const url of ['/', '/invoices', '/integration', '/orders/PP-20001']) await expectNoViolationsAt(page, url);
});
