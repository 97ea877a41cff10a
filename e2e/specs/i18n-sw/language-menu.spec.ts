import { expect, test } from '../../fixtures';
import { definitionOf, formatDate, projectStartedInSwahiliMonth } from './kiswahili';

test.describe('Kiswahili from the language menu', () => {
  test('shows the dashboard and the menu in Kiswahili, with Kiswahili numbers, and keeps the choice', async ({
    page,
    shell,
    presetLayout,
    consoleErrors,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await shell.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'County projects dashboard' }),
    ).toBeVisible();
    const status = page.getByTestId('widget-status');
    // English compact money: "Ksh 1.2B".
    await expect(status.getByText(/^Ksh\s?[\d.,]+[KMB]$/).first()).toBeVisible();

    await shell.chooseLanguage('sw');
    await expect(shell.html).toHaveAttribute('lang', 'sw');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dashibodi ya miradi ya kaunti' }),
    ).toBeVisible();
    await expect(shell.verticalMenu.getByRole('link', { name: 'Kuhusu data' })).toBeVisible();
    await expect(shell.verticalMenu.getByRole('button', { name: /Dashibodi/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kaunti ndogo' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Wadi' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idara' })).toBeVisible();
    await expect(status.getByText('Miradi yote')).toBeVisible();
    await expect(page.getByTestId('language-menu')).toContainText('Kiswahili');
    // Kiswahili compact money writes the scale as a word after the number: "Ksh 1.2 bilioni".
    await expect(status.getByText(/^Ksh\s[\d.,]+\s(elfu|milioni|bilioni)$/).first()).toBeVisible();
    await expect(status.getByText(/^Ksh\s?[\d.,]+[KMB]$/)).toHaveCount(0);

    await page.reload();
    await expect(shell.html).toHaveAttribute('lang', 'sw');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dashibodi ya miradi ya kaunti' }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('shows a project page in Kiswahili, with dates in Kiswahili', async ({
    page,
    request,
    shell,
    consoleErrors,
  }) => {
    const project = await projectStartedInSwahiliMonth(request);
    await shell.goto(`/projects/${project.code}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await shell.chooseLanguage('sw');

    await expect(page.getByRole('region', { name: 'Mtiririko wa fedha' })).toBeVisible();
    const trail = page.getByRole('region', { name: 'Mtiririko wa fedha' });
    for (const step of ['Bajeti', 'Thamani ya mkataba', 'Kilicholipwa', 'Salio']) {
      await expect(trail.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(
      page
        .getByRole('button', { name: 'Rudi kwenye dashibodi' })
        .or(page.getByRole('link', { name: 'Rudi kwenye dashibodi' })),
    ).toBeVisible();
    const details = page.getByRole('region', { name: 'Maelezo ya mradi' });
    await expect(details.getByText('Idara', { exact: true })).toBeVisible();
    const swahili = await formatDate(page, project.startDate, 'sw-KE');
    const english = await formatDate(page, project.startDate, 'en-KE');
    expect(swahili).not.toBe(english);
    await expect.poll(() => definitionOf(details, 'Ulianza')).toBe(swahili);
    expect(consoleErrors).toEqual([]);
  });
});
