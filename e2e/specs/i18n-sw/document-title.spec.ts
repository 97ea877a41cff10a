import { expect, test } from '../../fixtures';
import { PORTAL_EN, PORTAL_SW } from './kiswahili';

test.describe('document titles', () => {
  test('each page names itself, in English and in Kiswahili, and after navigation', async ({
    page,
    request,
    shell,
    presetLayout,
  }) => {
    const response = await request.get('/api/v1/projects?limit=1&sort=code');
    const [project] = ((await response.json()) as { items: { code: string; title: string }[] })
      .items;
    if (!project) throw new Error('no project');

    await presetLayout({ layout: 'vertical' });
    await shell.goto('/');
    await expect(page).toHaveTitle(`Home · ${PORTAL_EN}`);
    await shell.verticalMenu.getByRole('link', { name: 'About the data' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(`About the data · ${PORTAL_EN}`);

    await shell.chooseLanguage('sw');
    await expect(page).toHaveTitle(`Kuhusu data · ${PORTAL_SW}`);
    await shell.verticalMenu.getByRole('link', { name: 'Nyumbani' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(`Nyumbani · ${PORTAL_SW}`);

    // A project page is titled by its project; the title follows the way back.
    await page.goto(`/projects/${project.code}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(page).toHaveTitle(`${project.title} · ${PORTAL_SW}`);
    await page.goBack();
    await expect(page).toHaveTitle(`Nyumbani · ${PORTAL_SW}`);

    await shell.chooseLanguage('en');
    await expect(page).toHaveTitle(`Home · ${PORTAL_EN}`);
  });

  test('unknown addresses and project codes say so in the title', async ({ page, shell }) => {
    await shell.goto('/no/such/page');
    await expect(page).toHaveTitle(`Page not found · ${PORTAL_EN}`);
    await shell.goto('/projects/MKN-0000-00000');
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Project not found · ${PORTAL_EN}`);
    await shell.chooseLanguage('sw');
    await expect(page).toHaveTitle(`Mradi haukupatikana · ${PORTAL_SW}`);
  });

  test('the sign-in page names itself in the current language', async ({ page, shell }) => {
    await shell.goto('/pages/login');
    await expect(page).toHaveTitle(`Welcome back · ${PORTAL_EN}`);
    await shell.goto('/pages/forgot-password');
    await expect(page).toHaveTitle(`Forgot your password? · ${PORTAL_EN}`);
    await page.evaluate(() => localStorage.setItem('lang', 'sw'));
    await page.reload();
    await expect(page).toHaveTitle(`Umesahau nenosiri lako? · ${PORTAL_SW}`);
  });
});
