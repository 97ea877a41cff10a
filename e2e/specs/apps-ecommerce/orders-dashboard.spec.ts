import type { Locator } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

/** Opens a menu group unless the route has already opened it. */
async function openGroup(group: Locator): Promise<void> {
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
}

/** An order row's status: its third cell, after the customer and the date (the number heads the row). */
const statusCell = (row: Locator) => row.getByRole('cell').nth(2);

// Starting the mock service can take long on a loaded 2-core runner.
const LOADED = { timeout: 40_000 };

test.describe('e-commerce dashboard', () => {
  test("a checkout's order is first in the dashboard's recent orders and counts in the figures", async ({
    page,
    shell,
    presetLayout,
    consoleErrors,
  }) => {
    await presetLayout({ layout: 'vertical' });
    // The figures before: the dashboard straight from the mock's sample orders.
    await page.goto('/ecommerce-dashboard');
    const ordersKpi = page.getByTestId('kpi-orders');
    await expect(ordersKpi).toHaveText(/^\d+$/, LOADED);
    const before = Number(await ordersKpi.innerText());
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    expect(await seriousAxeViolations(page, '#main-content')).toEqual([]);

    // The mock keeps its orders in the page: the shop is reached through the app, not a reload.
    await openGroup(shell.verticalMenu.getByRole('button', { name: /^Sample apps/ }));
    await openGroup(shell.verticalMenu.getByRole('button', { name: /^eCommerce/ }));
    await shell.verticalMenu.getByRole('link', { name: 'Shop' }).click();
    const addButtons = page.getByRole('button', { name: /^Add .+ to the cart$/, disabled: false });
    await addButtons.first().click(LOADED);
    await expect(page.getByTestId('cart-link')).toHaveText('Cart (1)');
    await page.getByTestId('cart-link').click();
    await page.getByRole('button', { name: 'Continue to the address' }).click();
    await page.getByLabel('Full name').fill('Kaluki Mwende');
    await page.getByLabel('Phone number').fill('+254 712 345 678');
    await page.getByLabel('Street and building').fill('Market Street 4');
    await page.getByLabel('Town').fill('Kibwezi');
    await page.getByLabel('Postal code').fill('90137');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Name on the card').fill('Kaluki Mwende');
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    await page.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
    await page.getByLabel('Security code (CVC)').pressSequentially('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    const confirmation = page.getByTestId('order-confirmation');
    await expect(confirmation).toContainText('Thank you, Kaluki Mwende!');
    const number = /MK-\d+/.exec(await confirmation.innerText())?.[0];
    expect(number).toBeTruthy();

    await openGroup(shell.verticalMenu.getByRole('button', { name: /^Dashboards/ }));
    // Under Dashboards the e-commerce dashboard is the link "eCommerce" (the sample app's group of
    // the same name is a button).
    await shell.verticalMenu.getByRole('link', { name: 'eCommerce', exact: true }).click();
    const first = page.getByTestId('order-row').first();
    await expect(first.getByRole('rowheader')).toHaveText(number ?? 'no order number', LOADED);
    await expect(first).toContainText('Kaluki Mwende');
    await expect(first).toContainText('Kibwezi');
    await expect(statusCell(first)).toHaveText('Pending');
    await expect(ordersKpi).toHaveText(String(before + 1));

    // The status filter pages the mock's answer: pending orders only, the new one first.
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(page.getByTestId('order-row').first().getByRole('rowheader')).toHaveText(
      number ?? '',
    );
    // The rows of the answer before stay until the filtered one arrives: wait for it.
    const notPending = page
      .getByTestId('order-row')
      .filter({ hasNot: page.getByRole('cell', { name: 'Pending', exact: true }) });
    await expect(notPending).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('on a phone, the e-commerce dashboard draws a chart when it comes near the screen', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ecommerce-dashboard');
  await expect(page.getByTestId('kpi-orders')).toHaveText(/^\d+$/, LOADED);
  // The stock value chart sits below the orders and the products: it waits, in a box of its size.
  const stock = page.getByRole('figure').filter({ hasText: 'Stock value by category' });
  await expect(stock.getByTestId('chart-pending')).toHaveCount(1);
  await expect(stock.getByRole('application')).toHaveCount(0);
  const box = await stock.getByTestId('chart-pending').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(260);
  await stock.scrollIntoViewIfNeeded();
  await expect(stock.getByRole('application').first()).toBeVisible(LOADED);
  await expect(stock.getByTestId('chart-pending')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
