import { expect, test } from '../../fixtures';

test.describe('Kiswahili counts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the noun comes before the number everywhere on the dashboard: "miradi 66"', async ({
    page,
    shell,
    presetLanguage,
  }) => {
    await presetLanguage('sw');
    await shell.goto('/');
    const tile = page.getByTestId('status-tile-ongoing');
    await expect(tile).toContainText(/miradi\s+[\d,.]+/i);
    const main = page.getByRole('main');
    await expect(main).toContainText(/Miradi\s+[\d,.]+/i);
    // Never the number first ("66 miradi", "1 mradi").
    await expect(main).not.toContainText(/\d\s+(miradi|mradi)\b/i);
  });

  test('English keeps its own order: "66 projects"', async ({ page, shell }) => {
    await shell.goto('/');
    await expect(page.getByTestId('status-tile-ongoing')).toContainText(/[\d,]+\s+projects?/);
  });
});
