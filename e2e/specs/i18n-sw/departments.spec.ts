import { expect, test } from '../../fixtures';
import { definitionOf } from './kiswahili';

/** Departments the county's reference data lists, with their Kiswahili names. */
const SWAHILI = {
  health: ['Health Services', 'Huduma za Afya'],
  water: ['Water and Sanitation', 'Maji na Usafi wa Mazingira'],
  infrastructure: [
    'Infrastructure, Transport, Public Works, Housing and Energy',
    'Miundombinu, Uchukuzi, Kazi za Umma, Nyumba na Nishati',
  ],
} as const;

test.describe('department names in Kiswahili', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  });

  test('the filter, the department statistics and the report name departments in Kiswahili', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/');
    const select = page.getByRole('combobox', { name: 'Idara' });
    await expect(select).toBeVisible();
    for (const [english, swahili] of Object.values(SWAHILI)) {
      await expect(select.getByRole('option', { name: swahili })).toHaveCount(1);
      await expect(select.getByRole('option', { name: english })).toHaveCount(0);
    }
    const stats = page.getByTestId('widget-departments');
    await expect(stats.getByRole('button', { name: SWAHILI.health[1] }).first()).toBeVisible();
    await expect(stats.getByText(SWAHILI.health[0], { exact: true })).toHaveCount(0);

    // Choosing one filters by its id, whatever the language shows.
    await select.selectOption('water');
    await expect(select.getByRole('option', { selected: true })).toContainText(SWAHILI.water[1]);
    await expect(page).toHaveURL(/department=water/);
    expect(consoleErrors).toEqual([]);
  });

  test("a project's department is named in Kiswahili on its page", async ({
    page,
    request,
    shell,
  }) => {
    const response = await request.get('/api/v1/projects?limit=1&department=health');
    const [project] = ((await response.json()) as { items: { code: string }[] }).items;
    if (!project) throw new Error('no health project');
    await shell.goto(`/projects/${project.code}`);
    const details = page.getByRole('region', { name: 'Maelezo ya mradi' });
    await expect.poll(() => definitionOf(details, 'Idara')).toBe(SWAHILI.health[1]);
  });
});
