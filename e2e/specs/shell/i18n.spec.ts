import { expect, test } from '../../fixtures';

const LABELS = {
  de: { dashboards: 'Dashboards', samples: 'Beispielseiten', analytics: 'Analysen' },
  fr: { dashboards: 'Tableaux de bord', samples: 'Pages d’exemple', analytics: 'Analyses' },
  pt: { dashboards: 'Painéis', samples: 'Páginas de exemplo', analytics: 'Análises' },
  sw: { dashboards: 'Dashibodi', samples: 'Kurasa za mfano', analytics: 'Takwimu za matumizi' },
} as const;

test.describe('languages', () => {
  for (const [code, labels] of Object.entries(LABELS) as [
    keyof typeof LABELS,
    (typeof LABELS)[keyof typeof LABELS],
  ][]) {
    test(`switching to ${code} translates the menu and persists`, async ({
      page,
      shell,
      presetLayout,
    }) => {
      await presetLayout({ layout: 'vertical' });
      await shell.goto('/analytics');
      await expect(shell.verticalMenu.getByRole('button', { name: /Sample pages/ })).toBeVisible();
      await shell.chooseLanguage(code);
      await expect(
        shell.verticalMenu.getByRole('button', { name: new RegExp(labels.samples) }),
      ).toBeVisible();
      await expect(shell.verticalMenu.getByRole('link', { name: labels.analytics })).toBeVisible();
      await expect(shell.html).toHaveAttribute('lang', code);
      await page.reload();
      await expect(
        shell.verticalMenu.getByRole('button', { name: new RegExp(labels.dashboards) }),
      ).toBeVisible();
      await expect(shell.html).toHaveAttribute('lang', code);
    });
  }

  test('the language menu offers every language, each named in itself', async ({ page, shell }) => {
    await shell.goto('/analytics');
    await page.getByTestId('language-menu').getByRole('button').first().click();
    await expect(page.getByRole('menuitemradio')).toHaveText([
      'English',
      'Deutsch',
      'Français',
      'Português',
      'Kiswahili',
    ]);
    await expect(page.getByRole('menuitemradio', { name: 'Kiswahili' })).toHaveAttribute(
      'lang',
      'sw',
    );
  });

  test('the horizontal menu follows the language too', async ({ shell }) => {
    await shell.goto('/analytics');
    await shell.chooseLanguage('fr');
    await expect(
      shell.horizontalMenu.getByRole('button', { name: /Tableaux de bord/ }),
    ).toBeVisible();
  });
});
