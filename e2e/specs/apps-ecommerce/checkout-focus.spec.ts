import { expect, test } from '../../fixtures';

// A new checkout step hands the focus to its heading as it is drawn. A frame later was too late:
// on a busy phone the visitor (or a test) had begun typing in the step's first field, the focus
// then jumped to the heading, and the rest of what was typed was lost.

test('each checkout step has the focus on its heading as soon as it is drawn', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/ecommerce/shop');
  const add = page.getByRole('button', { name: /^Add .+ to the cart$/, disabled: false });
  // Starting the mock service can take long on a loaded 2-core runner.
  await add.first().click({ timeout: 40_000 });
  await expect(page.getByTestId('cart-link')).toHaveText('Cart (1)');
  await page.getByTestId('cart-link').click();

  const next = page.getByRole('button', { name: 'Continue to the address' });
  // Clicked in the page, and the focus read once React has drawn the step (its update runs in
  // the microtasks after the click), before the browser can draw another frame: not retried.
  const focused = await next.evaluate(async (button) => {
    (button as HTMLButtonElement).click();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    return document.activeElement?.textContent ?? '';
  });
  expect(focused).toBe('Address');
  await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
