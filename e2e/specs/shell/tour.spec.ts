import { test as base, expect, type Page } from '@playwright/test';

// This spec uses the bare page: nothing is stored before the first visit.

/** The dashboard's parts the tour explains, as a visitor finds them. */
const PARTS = {
  filters: (page: Page) => page.getByRole('region', { name: 'Filters', exact: true }),
  map: (page: Page) => page.getByTestId('widget-map'),
  downloads: (page: Page) => page.getByRole('group', { name: 'Download the filtered projects' }),
  api: (page: Page) => page.getByRole('link', { name: 'Open-data API', exact: true }),
} as const;

/** A tour step: the dialog the tour opens beside a part. */
const tourStep = (page: Page) => page.getByRole('alertdialog');

/** The open tour step, its title, and whether it lies clear of the part it explains. */
async function currentStep(page: Page, part: keyof typeof PARTS) {
  const tooltip = tourStep(page);
  await expect(tooltip).toBeVisible();
  const target = PARTS[part](page);
  // Wait for the page to stop scrolling the part into view and the step to settle beside it:
  // both boxes the same at two polls in a row.
  let last = '';
  await expect
    .poll(
      async () => {
        const boxes = [await target.boundingBox(), await tooltip.boundingBox()];
        const now = JSON.stringify(boxes);
        const settled = now === last && boxes.every((x) => x !== null);
        last = now;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  const box = await tooltip.boundingBox();
  const part_ = await target.boundingBox();
  if (!box || !part_) throw new Error(`no box for the ${part} step`);
  const overlaps =
    box.x < part_.x + part_.width &&
    part_.x < box.x + box.width &&
    box.y < part_.y + part_.height &&
    part_.y < box.y + box.height;
  return { tooltip, overlaps };
}

const STEPS = [
  ['filters', 'Narrow the data'],
  ['map', 'Find your ward'],
  ['downloads', 'Download the data'],
  ['api', 'Build on the API'],
] as const;

base.describe('tour of the data', () => {
  base(
    'a first visit gets no tour, only a prompt in the page that covers nothing',
    async ({ page }) => {
      await page.goto('/');
      const prompt = page.getByTestId('tour-prompt');
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('New here?');
      expect(await prompt.evaluate((el) => getComputedStyle(el).position)).toBe('static');
      await expect(tourStep(page)).toHaveCount(0);
      // Other pages get neither.
      await page.goto('/about');
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.getByTestId('tour-prompt')).toHaveCount(0);
      await expect(tourStep(page)).toHaveCount(0);
      // Declined: it stays away.
      await page.goto('/');
      await prompt.getByRole('button', { name: 'No thanks' }).click();
      await expect(prompt).toHaveCount(0);
      await page.reload();
      await PARTS.filters(page).waitFor();
      await expect(page.getByTestId('tour-prompt')).toHaveCount(0);
    },
  );

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ]) {
    base(
      `its steps explain the data and never cover their part (${viewport.width}px)`,
      async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto('/');
        await page
          .getByTestId('tour-prompt')
          .getByRole('button', { name: 'Take the tour' })
          .click();
        for (const [index, [part, title]] of STEPS.entries()) {
          const { tooltip, overlaps } = await currentStep(page, part);
          await expect(tooltip).toContainText(title);
          expect(overlaps, `the ${part} step covers its part`).toBe(false);
          const last = index === STEPS.length - 1;
          await tooltip.getByRole('button', { name: last ? 'Finish' : /^Next/ }).click();
        }
        await expect(tourStep(page)).toHaveCount(0);
        await page.reload();
        await PARTS.filters(page).waitFor();
        await expect(page.getByTestId('tour-prompt')).toHaveCount(0);
      },
    );
  }

  base('the user menu starts it from any page, on the dashboard', async ({ page }) => {
    await page.goto('/analytics');
    await page.getByTestId('app-shell').waitFor();
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'Take the tour of the data' }).click();
    await expect(page).toHaveURL(/\/$/);
    const { tooltip } = await currentStep(page, 'filters');
    await expect(tooltip).toContainText('Narrow the data');
    await page.keyboard.press('Escape');
    await expect(tourStep(page)).toHaveCount(0);
  });

  base('the tour’s code loads only when asked for', async ({ page }) => {
    const tourChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/shell-tour-[\w-]+\.js$/.test(request.url())) tourChunks.push(request.url());
    });
    await page.goto('/');
    await PARTS.filters(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(tourChunks).toEqual([]);
    await page.getByTestId('tour-prompt').getByRole('button', { name: 'Take the tour' }).click();
    await expect(tourStep(page)).toBeVisible();
    expect(tourChunks).toHaveLength(1);
  });
});
