import { test } from '@playwright/test';
import { expectNoViolationsAt } from '../support/axe';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO, signIn } from '../support/accounts';
import { PRESENTATION } from '../support/tags';

/**
 * axe (WCAG 2 A/AA, 2.2 AA) over every page without route parameters, discovered from src/pages, as the
 * role that may open it. Photo routes and their modals are checked by the photo specs.
 */
const PUBLIC = [
  '/login',
  '/signup',
  '/error',
  '/enable-cookies',
  '/account-deleted',
  '/change-email-success',
  '/change-email-error',
  '/delete-account-error',
  '/subscription-confirmation-success',
  '/subscription-confirmation-error',
];
const BUSINESS_ONLY = ['/invoices', '/integration', '/settings/b2b', '/settings/payment-method'];
const CONSUMER_ONLY = ['/online-products'];

function staticPages(dir = 'src/pages', prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'api' || entry.name.startsWith('_') || entry.name.includes('[')) return [];
    if (entry.isDirectory()) return staticPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.astro') || ['404.astro', '500.astro'].includes(entry.name)) return [];
    return [`${prefix}/${entry.name.replace(/\.astro$/, '').replace(/^index$/, '')}`.replace(/(.)\/$/, '$1') || '/'];
  });
}

// Each test walks many pages.
test.describe.configure({ timeout: 240_000 });

const pages = staticPages().filter((p) => !p.startsWith('/my-photos'));
const under = (p: string, list: string[]) => list.some((x) => p === x || p.startsWith(`${x}/`));

test('public pages have no accessibility violations', PRESENTATION, async ({ page }) => {
  for (const url of pages.filter((p) => PUBLIC.includes(p))) await expectNoViolationsAt(page, url);
});

test('consumer pages have no accessibility violations', PRESENTATION, async ({ page }) => {
  await signIn(page, DEMO.consumer);
  for (const url of pages.filter((p) => !PUBLIC.includes(p) && !under(p, BUSINESS_ONLY) && !/confirmation$|logout/.test(p))) {
    await expectNoViolationsAt(page, url);
  }
});

test('business pages have no accessibility violations', PRESENTATION, async ({ page }) => {
  await signIn(page, DEMO.business);
  for (const url of pages.filter((p) => !PUBLIC.includes(p) && !under(p, CONSUMER_ONLY) && !/confirmation$|logout/.test(p))) {
    await expectNoViolationsAt(page, url);
  }
});
