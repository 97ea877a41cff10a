import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

/** The main content's box without its padding, and its two paddings, in pixels. */
async function contentBox(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const box = main.getBoundingClientRect();
    const style = getComputedStyle(main);
    const left = parseFloat(style.paddingLeft);
    const right = parseFloat(style.paddingRight);
    return { left: box.left + left, right: box.right - right, padLeft: left, padRight: right };
  });
}

for (const direction of ['ltr', 'rtl'] as const) {
  test.describe(`the shell's edges (${direction})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the floating navbar lines up with the content, and nothing shows above it', async ({
      page,
      shell,
      presetLayout,
      consoleErrors,
    }) => {
      await presetLayout({ layout: 'vertical', navbarType: 'floating', direction });
      await shell.goto('/about');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const navbar = await shell.navbar.boundingBox();
      const content = await contentBox(page);
      if (!navbar) throw new Error('no navbar');
      expect(Math.abs(navbar.x + navbar.width - content.right)).toBeLessThanOrEqual(1);
      expect(Math.abs(navbar.x - content.left)).toBeLessThanOrEqual(1);

      // Scrolled, the strip above the navbar shows the page's background, not its content.
      await shell.goto('/');
      await page.getByTestId('widget-status').waitFor();
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const showing = await shell.navbar.evaluate((bar) => {
        const box = bar.getBoundingClientRect();
        const main = document.getElementById('main-content');
        return [box.left + 4, box.left + box.width / 2, box.right - 4].map((x) => {
          const hit = document.elementFromPoint(x, box.top - 4);
          return hit !== null && (main?.contains(hit) ?? false);
        });
      });
      expect(showing, 'content shows above the navbar').toEqual([false, false, false]);
      expect(consoleErrors).toEqual([]);
    });

    test('the horizontal layout’s content has the same padding at both sides', async ({
      page,
      shell,
      presetLayout,
    }) => {
      await presetLayout({ layout: 'horizontal', direction });
      await shell.goto('/about');
      const content = await contentBox(page);
      expect(content.padLeft).toBe(content.padRight);
    });
  });
}

test.describe('the customizer’s gear', () => {
  for (const [path, button, title] of [
    ['/todo/all', 'Add task', 'New task'],
    ['/calendar', 'Add event', 'New event'],
  ] as const) {
    test(`stays under the side drawer (${path})`, async ({ page, shell }) => {
      await shell.goto(path);
      await page.getByRole('button', { name: button }).first().click();
      const drawer = page.getByRole('dialog', { name: title });
      await expect(drawer).toBeVisible();
      const gear = page.getByTestId('customizer-toggle');
      await expect(gear).toBeAttached();
      // What is on top where the gear is: the drawer (or its backdrop), never the gear.
      const onTop = await gear.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(onTop, 'the gear covers the drawer').toBe(false);
    });
  }
});

test('the product page shows one breadcrumb trail', async ({ page, shell }) => {
  await shell.goto('/ecommerce/product-detail');
  const trails = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trails.first()).toBeVisible();
  await expect(trails).toHaveCount(1);
  // The page's own trail: the shop and the product's category.
  await expect(trails.getByRole('link', { name: 'Shop' })).toBeVisible();
});

for (const width of [1024, 1200, 1440]) {
  test(`the navbar demo’s Search button keeps its word whole (${width}px)`, async ({
    page,
    shell,
    presetLayout,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await presetLayout({ layout: 'vertical' });
    await shell.goto('/components/navbar');
    const form = page
      .getByRole('search')
      .filter({ has: page.getByRole('searchbox', { name: 'Search projects' }) })
      .first();
    const search = form.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeVisible();
    const lines = await search.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
}
