import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

/** A demo card of a catalogue page, by its anchor. */
function demo(page: Page, id: string): Locator {
  return page.locator(`section.demo-card#${id}`);
}

/** Waits for a carousel's slide to finish moving (it ignores keys and buttons meanwhile). */
async function settled(carousel: Locator): Promise<void> {
  await expect(
    carousel.locator(
      '.carousel-item-start, .carousel-item-end, .carousel-item-next, .carousel-item-prev',
    ),
  ).toHaveCount(0);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#demo-page-title')).toBeVisible();
}

test.describe('components catalogue', () => {
  test.beforeEach(async ({ presetLayout }) => {
    await presetLayout({ layout: 'vertical' });
  });

  test('a modal keeps the focus inside, closes with Escape and gives the focus back', async ({
    page,
    presetLayout,
    consoleErrors,
  }) => {
    // In dark mode, where the dialog's own colours are most at risk.
    await presetLayout({ layout: 'vertical', theme: 'dark' });
    await open(page, '/components/modals');
    const opener = demo(page, 'basic').getByRole('button', { name: 'Open the dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to updates' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    expect(await seriousAxeViolations(page, '.modal')).toEqual([]);
    // Tab past the last control comes back into the dialog (the modal pulls the focus back on
    // the next tick, so the check waits for it).
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('an alert is dismissed and brought back', async ({ page, consoleErrors }) => {
    await open(page, '/components/alerts');
    const card = demo(page, 'dismissible');
    const alert = card.getByRole('alert').filter({ hasText: 'Your filters were saved.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
    await expect(card.getByRole('alert')).toHaveCount(3);
    await card.getByRole('button', { name: 'Show them again' }).click();
    await expect(card.getByRole('alert')).toHaveCount(4);
    expect(consoleErrors).toEqual([]);
  });

  test('the carousel moves with its next button and with the arrow keys', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/components/carousel');
    const carousel = demo(page, 'basic').locator('.carousel');
    const current = carousel.locator('.carousel-indicators [aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', 'Slide 1');

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Slide 2');
    await settled(carousel);
    await expect(carousel.locator('.carousel-item.active h3')).toHaveText('Sand dam on the Kaiti');

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', 'Slide 3');
    await settled(carousel);
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('aria-label', 'Slide 2');
    expect(consoleErrors).toEqual([]);
  });

  test('the autoplaying carousel stays still for a visitor who asks for reduced motion', async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/components/carousel');
    const card = demo(page, 'autoplay');
    await expect(card.getByText('Autoplay is off')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    // Not sliding: the item changes at once, without the sliding classes.
    await expect(card.locator('.carousel')).not.toHaveClass(/\bslide\b/);
    expect(consoleErrors).toEqual([]);
  });

  test('a toast appears, then hides by itself', async ({ page, consoleErrors }) => {
    await open(page, '/components/toasts');
    await demo(page, 'autohide').getByRole('button', { name: 'Save the filters' }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Filters saved' });
    await expect(toast).toBeVisible();
    // It hides after 3 seconds.
    await expect(toast).toBeHidden({ timeout: 8_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('a tooltip shows while its button has the focus', async ({ page, consoleErrors }) => {
    await open(page, '/components/tooltips');
    const button = demo(page, 'placements').getByRole('button', { name: 'Tooltip at the top' });
    await button.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Tooltip at the top');
    await expect(button).toHaveAttribute('aria-describedby', 'tooltip-top');
    await button.blur();
    await expect(tooltip).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a dropdown opens from the keyboard and its items are reached with the arrows', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, '/components/dropdowns');
    const toggle = demo(page, 'basic').getByRole('button', { name: 'Download' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'CSV' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Excel' })).toBeFocused();
    expect(await seriousAxeViolations(page, '.dropdown-menu.show')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  for (const direction of ['ltr', 'rtl'] as const) {
    test(`tabs switch with the arrow keys (${direction})`, async ({
      page,
      presetLayout,
      consoleErrors,
    }) => {
      await presetLayout({ layout: 'vertical', direction });
      await open(page, '/components/tabs-component');
      const card = demo(page, 'basic');
      const summary = card.getByRole('tab', { name: 'Summary' });
      const payments = card.getByRole('tab', { name: 'Payments' });
      await summary.focus();
      // The next tab lies to the right in left to right, to the left in right to left.
      const forward = direction === 'ltr' ? 'ArrowRight' : 'ArrowLeft';
      const back = direction === 'ltr' ? 'ArrowLeft' : 'ArrowRight';

      await page.keyboard.press(forward);
      await expect(payments).toBeFocused();
      await expect(payments).toHaveAttribute('aria-selected', 'true');
      await expect(card.getByRole('tabpanel')).toHaveText(/Three payments/);

      await page.keyboard.press(back);
      await expect(summary).toHaveAttribute('aria-selected', 'true');
      // The disabled tab is skipped: from the last enabled tab, forward wraps to the first.
      await page.keyboard.press('End');
      await expect(card.getByRole('tab', { name: 'Photos' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press(forward);
      await expect(summary).toHaveAttribute('aria-selected', 'true');
      expect(consoleErrors).toEqual([]);
    });
  }
});
