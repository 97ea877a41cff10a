import { expect, test } from '../../fixtures';
import { demoCard } from '../../pages/catalogue';
import { busyIn } from '../../busy';

test('the auto-complete picks a movie with the keyboard', async ({ page, consoleErrors }) => {
  await page.goto('/extra-components/auto-complete');
  const demo = demoCard(page, 'Movies');
  const box = demo.getByRole('combobox', { name: 'Movie' });
  await box.pressSequentially('godf');
  const options = demo.getByRole('option');
  await expect(options).toHaveText([/^The Godfather#/, /^The Godfather Part II#/]);
  // The typed part of the first option is marked.
  const typed = options.first().getByText('Godf', { exact: true });
  await expect(typed).toBeVisible();
  expect(await typed.evaluate((el) => el.tagName)).toBe('MARK');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  );
  await box.press('Enter');
  await expect(box).toHaveValue('The Godfather Part II');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(demo.getByTestId('chosen-movie')).toHaveText(/You chose The Godfather Part II/);

  await box.fill('');
  await box.pressSequentially('qqqq');
  await expect(demo.getByText('No movie matches “qqqq”.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the icon search narrows the set and a press copies the import line', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/icons/reactfeather');
  const grid = page.getByRole('list', { name: 'Icons' });
  const tiles = grid.getByRole('button');
  await expect(tiles).toHaveCount(270, { timeout: 30_000 });

  await page.getByLabel('Search icons').fill('alert circle');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText('alert-circle');
  // The grid follows the box after the typing (a deferred update): wait for it, then count.
  await page.getByLabel('Search icons').fill('arrow');
  await expect(tiles.first()).toContainText('arrow');
  await expect.poll(() => tiles.count()).toBeGreaterThan(5);
  expect(await tiles.count()).toBeLessThan(270);

  await page.getByLabel('Search icons').fill('home');
  await expect(tiles.first()).toContainText('home');
  await tiles.first().click();
  await expect(tiles.first()).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import { House } from 'lucide-react';",
  );

  await page.getByLabel('Search icons').fill('no such icon');
  await expect(page.getByText('No icon matches “no such icon”.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a card’s refresh shows its loading state and ends it', async ({ page, consoleErrors }) => {
  // Once the page is shown, its clock stands still until the test moves it, so the loading state
  // cannot end before it is checked on a slow machine. (Stopped any earlier, it would also hold
  // the page itself: React reveals a page that finished loading on a timer.)
  await page.clock.install({ time: new Date('2025-06-02T08:00:00') });
  await page.goto('/cards/action');
  const card = page.getByRole('region', { name: 'Visitors today', exact: true });
  await expect(card.getByText('Not refreshed yet')).toBeVisible();
  await page.clock.pauseAt(new Date('2025-06-02T08:05:00'));
  await card.getByRole('button', { name: 'Refresh Visitors today' }).click();
  const busy = busyIn(card);
  await expect(busy).toHaveCount(1);
  await expect(card.getByRole('status')).toHaveText('Refreshing Visitors today');
  await expect(card.getByRole('button', { name: 'Refresh Visitors today' })).toBeDisabled();
  await page.clock.runFor(2000);
  await expect(card.getByText(/^Refreshed at /)).toBeVisible();
  await expect(busy).toHaveCount(0);
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Refresh Visitors today' })).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});

test('cards reorder with the keyboard', async ({ page, consoleErrors }) => {
  await page.goto('/cards/action');
  const order = page.getByTestId('sortable-order');
  await expect(order).toHaveText('Budget, Paid, Stalled, Wards');
  const handle = page.getByRole('button', { name: 'Move Budget', exact: true });
  // In view before the lift, as a visitor's Tab leaves it: otherwise dnd-kit scrolls the card in
  // at the lift, smoothly, and keys pressed while the page still moves go by stale measures.
  await handle.scrollIntoViewIfNeeded();
  await expect(handle).toBeInViewport();
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit measures the list after the lift: move only once the card is lifted.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The next card is to the right, or below when the cards stack in one column.
  const next = await page.getByRole('button', { name: 'Move Paid', exact: true }).boundingBox();
  const own = await handle.boundingBox();
  const toNext = next && own && next.y > own.y + own.height ? 'ArrowDown' : 'ArrowRight';
  // dnd-kit measures the places after the lift, in its own time, and a key pressed before that
  // moves nothing. It announces the card over its own place once it has measured: move then,
  // once (a second press could carry the card past the next place).
  await expect(page.getByText('Budget is over position 1 of 4.')).toBeAttached();
  await page.keyboard.press(toNext);
  await expect(page.getByText('Budget is over position 2 of 4.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(order).toHaveText('Paid, Budget, Stalled, Wards');

  // Escape puts a lifted card back where it was.
  const wards = page.getByRole('button', { name: 'Move Wards', exact: true });
  await wards.focus();
  await page.keyboard.press('Space');
  await expect(wards).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(order).toHaveText('Paid, Budget, Stalled, Wards');
  expect(consoleErrors).toEqual([]);
});

test('colour values are read from the page and follow dark mode', async ({ page }) => {
  await page.goto('/colors/colors');
  const swatch = demoCard(page, 'Body, surfaces and borders').getByRole('button', {
    name: /^--bs-body-bg:/,
  });
  await expect(swatch).toHaveAttribute('aria-label', /--bs-body-bg: #f6f7fb/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(swatch).toHaveAttribute('aria-label', /--bs-body-bg: #161821/);
});

test('in right to left, a card’s two links stand apart and end where its text ends', async ({
  page,
  presetLayout,
}) => {
  await presetLayout({ direction: 'rtl' });
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/cards/basic');
  const demo = demoCard(page, 'Body, title and text');
  const first = demo.getByRole('link', { name: 'Project page' });
  const second = demo.getByRole('link', { name: 'Contract' });
  await expect(second).toBeVisible();
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  const text = (await demo.getByText(/^A 14 km pipeline/).boundingBox())!;
  // The text reads left to right, so "Contract" follows "Project page" on its right, a gap
  // between them ("Project pageContract" before).
  expect(b.x - (a.x + a.width)).toBeGreaterThan(8);
  // The line is aligned to the card's right edge, as the text above it.
  expect(Math.abs(b.x + b.width - (text.x + text.width))).toBeLessThan(2);
});
