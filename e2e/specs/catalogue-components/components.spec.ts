import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { demoCard, demoPageTitle } from '../../pages/catalogue';

/** Waits for a carousel's slide to finish moving (it ignores keys and buttons meanwhile): while
 * it moves, two slides are shown; once it rests, one. */
async function settled(carousel: Locator): Promise<void> {
  await expect(carousel.getByRole('img').filter({ visible: true })).toHaveCount(1);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(demoPageTitle(page)).toBeVisible();
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
    const opener = demoCard(page, 'Basic').getByRole('button', { name: 'Open the dialog' });
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
    const card = demoCard(page, 'Dismissible');
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
    const carousel = demoCard(page, 'Controls, indicators and captions').getByLabel(
      'Makueni landscapes',
      { exact: true },
    );
    /** The indicator of a slide: the current one carries aria-current. */
    const indicator = (n: number) =>
      carousel.getByRole('button', { name: `Slide ${n}`, exact: true });
    await expect(indicator(1)).toHaveAttribute('aria-current', 'true');

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(indicator(2)).toHaveAttribute('aria-current', 'true');
    await expect(indicator(1)).not.toHaveAttribute('aria-current', 'true');
    await settled(carousel);
    await expect(carousel.getByRole('heading').filter({ visible: true })).toHaveText(
      'Sand dam on the Kaiti',
    );

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(indicator(3)).toHaveAttribute('aria-current', 'true');
    await settled(carousel);
    await page.keyboard.press('ArrowLeft');
    await expect(indicator(2)).toHaveAttribute('aria-current', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('the autoplaying carousel stays still for a visitor who asks for reduced motion', async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/components/carousel');
    const card = demoCard(page, 'Autoplay, respecting reduced motion');
    await expect(card.getByText('Autoplay is off')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    // Not sliding: the item changes at once, without the sliding classes.
    await expect(
      card.getByLabel('Landscapes, turning by themselves', { exact: true }),
    ).not.toHaveClass(/\bslide\b/);
    expect(consoleErrors).toEqual([]);
  });

  test('a toast appears, then hides by itself', async ({ page, consoleErrors }) => {
    await open(page, '/components/toasts');
    await demoCard(page, 'Appears and hides by itself')
      .getByRole('button', { name: 'Save the filters' })
      .click();
    // react-bootstrap gives every toast the alert role.
    const toast = page.getByRole('alert').filter({ hasText: 'Filters saved' });
    await expect(toast).toBeVisible();
    // It hides after 3 seconds.
    await expect(toast).toBeHidden({ timeout: 8_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('a tooltip shows while its button has the focus', async ({ page, consoleErrors }) => {
    await open(page, '/components/tooltips');
    const button = demoCard(page, 'Placements').getByRole('button', { name: 'Tooltip at the top' });
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
    const toggle = demoCard(page, 'Basic').getByRole('button', { name: 'Download' });
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
      const card = demoCard(page, 'Basic');
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
