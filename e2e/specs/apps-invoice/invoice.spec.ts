import { expect, test } from '../../fixtures';

test('the invoice prints alone: print media hides the shell and the list', async ({
  page,
  shell,
  customizer,
  presetLayout,
  consoleErrors,
}) => {
  await presetLayout({ layout: 'vertical' });
  await page.goto('/pages/invoice?id=INV-2026-0421');
  const invoice = page.getByTestId('invoice');
  await expect(invoice.getByRole('heading', { name: 'Invoice INV-2026-0421' })).toBeVisible();
  // 4 × 96,000 + 3 × 212,000 + 45,000 = 1,065,000; VAT 16 % = 170,400.
  await expect(page.getByTestId('invoice-total')).toHaveText(/1,235,400\.00/);
  await expect(shell.sidebar).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  const shellParts = {
    sidebar: shell.sidebar,
    navbar: shell.navbar,
    breadcrumbs: page.getByRole('navigation', { name: 'Breadcrumb' }),
    'customizer button': customizer.toggle,
  };
  for (const [name, part] of Object.entries(shellParts)) {
    await expect(part, name).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Invoices' })).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('amounts follow the language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  await page.goto('/pages/invoice?id=INV-2026-0421');
  await expect(page.getByTestId('invoice-total')).toHaveText(/1\.235\.400,00/);
});
