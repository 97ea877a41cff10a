import { expect, test } from '../../fixtures';

// A catalogue page lists its demos ("On this page") above them. The list must be drawn with the
// first demo card, not a frame later: drawn later, it pushed every card down by its height
// (113 px on a phone on the Apex charts page, most of that page's layout shift).

test.describe('the contents list of a catalogue page, on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const route of ['/charts/apex', '/forms/elements/input']) {
    test(`${route}: no frame shows a demo card without the list above it`, async ({
      page,
      consoleErrors,
    }) => {
      // Checked before each frame is painted: the first frame with a demo card in it records
      // whether the contents list was there too.
      await page.addInitScript(() => {
        const w = window as unknown as { cardWithoutList?: boolean };
        const check = () => {
          // By ARIA attributes, as the locators below find them, not by class.
          if (document.querySelector('main section[aria-labelledby$="-title"]')) {
            w.cardWithoutList = document.querySelector('nav[aria-label="On this page"]') === null;
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      await page.goto(route);
      const contents = page.getByRole('navigation', { name: 'On this page' });
      await expect(contents).toBeVisible();
      await expect(contents.getByRole('link').first()).toBeVisible();
      const cardWithoutList = await page.evaluate(
        () => (window as unknown as { cardWithoutList?: boolean }).cardWithoutList,
      );
      expect(cardWithoutList).toBe(false);
      expect(consoleErrors).toEqual([]);
    });
  }
});
