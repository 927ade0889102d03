import { test, expect } from '@playwright/test';
import { signUp } from '../support/accounts';
import { TEST_PORT } from '../support/server-env';

/** `_action` naming a group of actions (or none) is a bad request, answered with the branded page, not a 500. */
const GROUPS = ['settings', 'account', 'shop', 'photos', 'dataExport', 'lifecycle'];

test('a form posted with a group of actions as its action answers 400 with the bad-request page', async ({ page }) => {
  await signUp(page);
  const headers = { origin: `http://localhost:${TEST_PORT}` };
  for (const [i, group] of GROUPS.entries()) {
    const path = ['/settings', '/', '/orders'][i % 3];
    const answer = await page.request.post(`${path}?_action=${group}`, { headers, form: { name: 'x' }, maxRedirects: 0 });
    expect(answer.status(), `${path}?_action=${group}`).toBe(400);
    expect(await answer.text()).toContain('This link doesn&#39;t work');
  }
});
