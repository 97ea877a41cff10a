import { expect, test } from '../../fixtures';

test.describe('the phone menu drawer', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows whole Kiswahili labels and closes on Escape', async ({
    page,
    shell,
    presetLanguage,
    presetRole,
  }) => {
    await presetLanguage('sw');
    await presetRole('admin');
    await shell.goto('/about');
    await page.getByTestId('menu-toggle').tap();
    const drawer = page.getByTestId('sidebar');
    await expect(drawer.getByRole('link').first()).toBeVisible();
    // No label is cut: every title's text fits its box.
    const cut = await drawer.getByRole('link').evaluateAll((links) =>
      links
        .map((a) => a.querySelector<HTMLElement>('.menu-title'))
        .filter((el): el is HTMLElement => el !== null && el.offsetWidth > 0)
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('menu-toggle')).toBeFocused();
  });
});
