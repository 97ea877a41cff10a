import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';

test.describe('the dashboard on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 90_000 });

  test('the filter toggle says what it does; the map asks for a tap', async ({ page, shell }) => {
    await shell.goto('/');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await toggle.tap();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'Hide filters' }).tap();
    await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The map draws when scrolled to: scroll down until its hint shows.
    const hint = page.getByText('Tap a ward to see its figures.');
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 600));
      await expect(hint).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('Point at a ward to see its figures.')).toHaveCount(0);
  });

  test('a tap anywhere on a state’s tile chooses that state', async ({ page, shell }) => {
    await shell.goto('/');
    const tile = page.getByTestId('status-tile-ongoing');
    const toggle = tile.getByRole('button', { name: 'Ongoing' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const box = await tile.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    // Near the tile's foot, on its absorption line: far from the title.
    await tile.tap({ position: { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) - 6 } });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/state=ongoing/);
  });

  test('the controls a resident taps are at least 44 px each way', async ({ page, shell }) => {
    await shell.goto('/');
    const downloads = page.getByRole('group', { name: 'Download the filtered projects' });
    await expect(downloads.getByRole('link').first()).toBeVisible();
    const targets: [string, Locator][] = [
      ['search box', page.getByRole('searchbox', { name: 'Search projects' })],
      ['filter toggle', page.getByRole('button', { name: 'Show filters' })],
      ['reset', page.getByRole('button', { name: 'Reset filters' })],
      ['data licence', page.getByTestId('data-licence')],
      ['boundaries licence', page.getByTestId('boundaries-licence')],
      ...(await downloads.getByRole('link').all()).map((link, i): [string, Locator] => [
        `download ${i + 1}`,
        link,
      ]),
    ];
    for (const [name, target] of targets) await expectTapSize(name, target);

    // The ward list sits under the map, drawn when scrolled to.
    const wardList = page.getByText('List of all 30 wards');
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 600));
      await expect(wardList).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expectTapSize('ward list', wardList);
  });

  for (const [lang, label] of [
    ['en', 'Search projects'],
    ['sw', 'Tafuta miradi'],
    ['de', 'Projekte durchsuchen'],
  ] as const) {
    test(`the search box's hint fits it whole (${lang})`, async ({
      page,
      shell,
      presetLanguage,
    }) => {
      await presetLanguage(lang);
      await shell.goto('/');
      const search = page.getByRole('searchbox', { name: label });
      await expect(search).toHaveAttribute('placeholder', /\S/);
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return { text: Infinity, room: 0 };
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          text: context.measureText(input.placeholder).width,
          room:
            input.clientWidth -
            parseFloat(style.paddingInlineStart) -
            parseFloat(style.paddingInlineEnd),
        };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
    });
  }
});

async function expectTapSize(name: string, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect.soft(box?.height ?? 0, `${name}: height`).toBeGreaterThanOrEqual(44);
  expect.soft(box?.width ?? 0, `${name}: width`).toBeGreaterThanOrEqual(44);
}
