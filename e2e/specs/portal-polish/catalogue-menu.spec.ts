import { expect, test } from '../../fixtures';

const CASES = [
  { width: 1200, height: 800, direction: 'ltr', theme: 'light' },
  { width: 1440, height: 900, direction: 'rtl', theme: 'dark' },
  { width: 1920, height: 1080, direction: 'ltr', theme: 'semi-dark' },
] as const;

for (const { width, height, direction, theme } of CASES) {
  test(`the UI catalogue menu shows every entry without sideways scrolling (${width}px, ${direction}, ${theme})`, async ({
    page,
    shell,
    presetLayout,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height });
    await presetLayout({ layout: 'horizontal', direction, theme });
    await shell.goto('/');
    const toggle = shell.horizontalMenu.getByRole('button', { name: 'UI catalogue' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Tables' })).toBeVisible();
    const measured = await toggle.evaluate((button) => {
      const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (!menu) return null;
      const box = menu.getBoundingClientRect();
      const links = Array.from(menu.querySelectorAll('a[href]'), (a) => {
        const r = a.getBoundingClientRect();
        return { text: a.textContent?.trim() ?? '', left: r.left, right: r.right };
      });
      return {
        scrollWidth: menu.scrollWidth,
        clientWidth: menu.clientWidth,
        left: box.left,
        right: box.right,
        viewport: document.documentElement.clientWidth,
        links,
      };
    });
    if (!measured) throw new Error('the menu is not there');
    // The catalogue has many pages; all of them are in the menu.
    expect(measured.links.length).toBeGreaterThan(40);
    expect(measured.scrollWidth, 'the menu scrolls sideways').toBeLessThanOrEqual(
      measured.clientWidth,
    );
    expect(measured.left).toBeGreaterThanOrEqual(0);
    expect(measured.right).toBeLessThanOrEqual(measured.viewport);
    const outside = measured.links
      .filter((l) => l.left < measured.left - 0.5 || l.right > measured.right + 0.5)
      .map((l) => l.text);
    expect(outside, 'entries outside the menu’s box').toEqual([]);
    // A page from the last columns opens from it.
    await page.getByRole('group', { name: 'Extensions' }).getByRole('link').first().click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });
}
