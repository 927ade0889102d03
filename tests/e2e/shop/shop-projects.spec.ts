import { test, expect } from '@playwright/test';
import { signUp } from '../support/accounts';
import { createProject } from './shop-support';

test.use({ javaScriptEnabled: false });

test('saved projects page through 10 at a time and one is deleted after confirmation', async ({ page }) => {
  await signUp(page);
  await page.goto('/saved-projects');
  await expect(page.getByTestId('projects-empty')).toBeVisible();
  for (let i = 1; i <= 11; i++) await createProject(page.request, `Project ${String(i).padStart(2, '0')}`);

  await page.goto('/saved-projects');
  await expect(page.getByTestId('project-count')).toHaveText('11 saved projects');
  await expect(page.getByTestId('project')).toHaveCount(10);
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 2');
  await expect(page.getByRole('link', { name: 'Open in the editor' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.pixelpress\.example\/editor\?projectId=/,
  );
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByTestId('project')).toHaveCount(1);
  const last = page.getByTestId('project');
  const name = await last.getByRole('heading').textContent();

  await last.getByRole('link', { name: `Delete ${name}` }).click();
  const dialog = page.getByTestId('delete-confirmation');
  await expect(dialog).toContainText(`Delete the project “${name}”?`);
  // Cancel keeps it.
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByTestId('project')).toHaveCount(1);

  await page.getByRole('link', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('project-deleted')).toHaveText('The project has been deleted.');
  await expect(page.getByTestId('project-count')).toHaveText('10 saved projects');
  // The emptied second page falls back to the last page there is.
  await expect(page.getByTestId('project')).toHaveCount(10);
  await expect(page.getByText(name!, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('pager')).toHaveCount(0);
});
