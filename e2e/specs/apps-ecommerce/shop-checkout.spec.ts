import { expect, test } from '../../fixtures';

test.describe('e-commerce', () => {
  test('filter the shop, add two items, check out: a bad card is refused, a good one accepted', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/ecommerce/shop');
    const products = page.getByTestId('shop-product');
    await expect(products.first()).toBeVisible();

    const audio = page.getByLabel('Audio', { exact: true });
    await audio.click();
    await expect(audio).toBeChecked();
    await page.getByLabel('Lowest').fill('1000');
    await page.getByLabel('Highest').fill('20000');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/category=audio.*minPrice=1000.*maxPrice=20000/);
    await expect(page.getByTestId('shop-count')).toHaveText(/^\d+ products? found$/);
    // The list settles on the filtered answer: several products, every one of them Audio.
    await expect
      .poll(async () => {
        const texts = await products.allTextContents();
        return texts.length > 1 && texts.every((text) => text.includes('Audio'));
      })
      .toBe(true);

    const enabled = page.getByRole('button', { name: /^Add .+ to the cart$/, disabled: false });
    await enabled.nth(0).click();
    await enabled.nth(1).click();
    await expect(page.getByTestId('cart-link')).toHaveText('Cart (2)');

    await page.reload();
    await expect(page.getByTestId('cart-link')).toHaveText('Cart (2)');
    await page.getByTestId('cart-link').click();

    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.getByRole('button', { name: 'Continue to the address' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await page.getByLabel('Full name').fill('Mwende Musyoka');
    await page.getByLabel('Phone number').fill('+254 712 345 678');
    await page.getByLabel('Street and building').fill('Wote Road, Plot 12');
    await page.getByLabel('Town').fill('Wote');
    await page.getByLabel('Postal code').fill('90300');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.getByLabel('Name on the card').fill('Mwende Musyoka');
    const number = page.getByLabel('Card number');
    await number.pressSequentially('4242424242424241');
    await expect(number).toHaveValue('4242 4242 4242 4241');
    await page.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
    await page.getByLabel('Security code (CVC)').pressSequentially('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('This card number is not valid: check the digits.')).toBeVisible();
    await expect(number).toBeFocused();
    await expect(page.getByTestId('order-confirmation')).toHaveCount(0);

    await number.fill('');
    await number.pressSequentially('4242424242424242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('order-confirmation')).toContainText(
      'Thank you, Mwende Musyoka!',
    );
    expect(consoleErrors).toEqual([]);
  });
});
