import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures';
import { clippedSelects } from '../../layout-checks';

test.describe('users', () => {
  test('filters by role and status and exports exactly the rows shown', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/pages/user/list');
    const rows = page.getByTestId('user-row');
    // The first call starts the mock service, which takes a while on a busy machine.
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Role').selectOption('staff');
    await page.getByLabel('Status').selectOption('active');
    await expect(page).toHaveURL(/role=staff/);
    await expect(page).toHaveURL(/status=active/);
    // The list redraws after the address changes: read it once it shows the filtered rows.
    await expect(rows.filter({ hasNotText: /Active/ })).toHaveCount(0);
    const summary = await page.getByTestId('users-summary').textContent();
    const count = Number(/of (\d+) users/.exec(summary ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    await expect(rows).toHaveCount(count);
    const shownIds = await rows.evaluateAll((trs) => trs.map((tr) => tr.dataset.userId));
    for (const text of await rows.allTextContents()) expect(text).toContain('Active');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export CSV (${count})` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^users-staff-active-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toMatch(/^id,name,username,email,role,status/);
    const ids = lines.slice(1).map((l) => l.split(',')[0]);
    expect(ids).toEqual(shownIds);
    for (const line of lines.slice(1)) expect(line).toContain(',staff,active,');
    expect(consoleErrors).toEqual([]);
  });

  test('the list fits a phone, right to left too: only the table scrolls sideways', async ({
    page,
    presetLayout,
  }) => {
    await presetLayout({ direction: 'rtl', theme: 'dark' });
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/app/user/list');
    await expect(page.getByTestId('user-row').first()).toBeVisible({ timeout: 30_000 });
    // The table's visually hidden "Actions" header once widened the whole page.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeInViewport();
    // Each filter shows its whole text ("All departments" lost its first letters).
    expect(await clippedSelects(page, 'main')).toEqual([]);
  });

  test('in French beside the menu, each filter shows its whole text', async ({
    page,
    presetLayout,
    presetLanguage,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await presetLanguage('fr');
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/app/user/list');
    await expect(page.getByTestId('user-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('combobox', { name: 'Département', exact: true }).getByRole('option').first(),
    ).toHaveText('Tous les départements');
    expect(await clippedSelects(page, 'main')).toEqual([]);
  });

  test('an address naming no user says so under a heading and leads back to the list', async ({
    page,
  }) => {
    await page.goto('/pages/user/view/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('alert')).toHaveText('There is no user with the id 999999.');
    await page.getByRole('link', { name: 'All users' }).click();
    await expect(page).toHaveURL(/\/pages\/user\/list$/);
    await page.goto('/app/user/edit/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All users' })).toHaveAttribute(
      'href',
      '/app/user/list',
    );
  });

  test('an edit shows in the view; a taken username and a bad e-mail are refused', async ({
    page,
  }) => {
    await page.goto('/app/user/edit?id=270');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toBeVisible();
    await name.fill('Mumbua Kyalo');
    await page.getByLabel('E-mail', { exact: true }).fill('mumbua@');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter an e-mail address such as name@example.org.')).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill('mumbua.kyalo@makueni.example');

    await page.getByRole('tab', { name: 'Information' }).click();
    await page.getByLabel('Website').fill('not a site');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a web address starting with https://.')).toBeVisible();
    await page.getByLabel('Website').fill('https://mumbua.example');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/pages\/user\/view\?id=270/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mumbua Kyalo' })).toBeVisible();
    await expect(page.getByText('mumbua.kyalo@makueni.example')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://mumbua.example' })).toBeVisible();
    await expect(page.getByTestId('permissions').getByRole('row')).toHaveCount(4);
  });

  test('staying on the page when the browser asks before leaving keeps the save working', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/app/user/edit?id=271');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toBeVisible();
    await name.fill('Kioko Mutua');
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
    });
    // Reloading asks first; the visitor stays and the reload is cancelled.
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    await asked;
    await expect(name).toHaveValue('Kioko Mutua');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/pages\/user\/view\?id=271/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kioko Mutua' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
