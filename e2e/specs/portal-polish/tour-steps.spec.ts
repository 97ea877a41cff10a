import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

/** The tour's words in each language the issue was seen in. */
const LANGUAGES = {
  en: {
    start: 'Take the tour',
    next: /^Next/,
    finish: 'Finish',
    titles: ['Narrow the data', 'Find your ward', 'Download the data', 'Build on the API'],
  },
  sw: {
    start: 'Anza ziara',
    next: /^Endelea/,
    finish: 'Maliza',
    titles: ['Punguza data', 'Pata wadi yako', 'Pakua data', 'Jenga juu ya API'],
  },
} as const;

/** The box of a locator once it has stopped moving (the page scrolls each part into view). */
async function settledBox(locator: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await locator.boundingBox());
        const settled = now === last && now !== 'null';
        last = now;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

async function startTour(page: Page, start: string) {
  await page.goto('/');
  await page.getByTestId('tour-prompt').getByRole('button', { name: start }).click();
}

for (const viewport of [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`the tour at ${viewport.width}px on a touch screen`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    test.describe.configure({ timeout: 90_000 });

    for (const [lang, words] of Object.entries(LANGUAGES)) {
      test(`every step is wholly on the screen (${lang})`, async ({
        page,
        presetLanguage,
        consoleErrors,
      }) => {
        // A first visit: the prompt offers the tour.
        await page.addInitScript(() => localStorage.removeItem('shell-tour-done'));
        await presetLanguage(lang as keyof typeof LANGUAGES);
        await startTour(page, words.start);
        for (const [index, title] of words.titles.entries()) {
          const step = page.getByRole('alertdialog');
          await expect(step).toContainText(title);
          // The step is drawn (and measured) before the page scrolls to it; on a busy machine that
          // takes a while, so first wait for it to come wholly into view, then check it stays.
          await expect(step).toBeInViewport({ ratio: 1 });
          const box = await settledBox(step);
          const where = `step ${index + 1} (${title})`;
          expect(box.x, `${where} starts left of the screen`).toBeGreaterThanOrEqual(0);
          expect(box.y, `${where} starts above the screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${where} ends right of the screen`).toBeLessThanOrEqual(
            viewport.width,
          );
          expect(box.y + box.height, `${where} ends below the screen`).toBeLessThanOrEqual(
            viewport.height,
          );
          const last = index === words.titles.length - 1;
          await step.getByRole('button', { name: last ? words.finish : words.next }).click();
        }
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
