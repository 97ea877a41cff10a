import { expect, test } from '../../fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.describe('money on the dashboard (phone)', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 90_000 });

  test('Kiswahili writes compact amounts number first, under Ksh', async ({
    page,
    shell,
    presetLanguage,
  }) => {
    await presetLanguage('sw');
    await shell.goto('/');
    const main = page.getByRole('main');
    await expect(main).toContainText(/Ksh\s[\d.,]+\s(milioni|bilioni)/);
    await expect(main).not.toContainText(/Ksh\s?[MB]\d/);
  });

  test('German uses the same label as English and Kiswahili', async ({
    page,
    shell,
    presetLanguage,
  }) => {
    await presetLanguage('de');
    await shell.goto('/');
    const main = page.getByRole('main');
    await expect(main).toContainText(/Ksh\s[\d.,]+/);
    await expect(main).not.toContainText('KES');
  });
});
