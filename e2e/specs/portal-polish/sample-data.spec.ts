import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

// Starting the mock service can take long on a loaded 2-core runner.
const LOADED = { timeout: 40_000 };
/** A price as the shop writes it: "Ksh 1,299.00". */
const SHOP_PRICE = /^Ksh [\d,]+\.\d{2}$/;

/** Whether a picture's drawing fills its box: the same shape, so nothing is letterboxed. */
async function fillsItsBox(img: Locator): Promise<boolean> {
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const fit = getComputedStyle(el).objectFit;
    if (fit === 'cover' || fit === 'fill') return true;
    const drawn = el.naturalWidth / el.naturalHeight;
    return Math.abs(drawn - box.width / box.height) < 0.02;
  });
}

test.describe('the sample apps agree with each other', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the data list prices the shop’s products in shillings, written as the shop writes them', async ({
    page,
  }) => {
    await page.goto('/ecommerce/shop');
    const shopPrice = page
      .getByTestId('shop-product')
      .first()
      .getByText(/^(Ksh|KES|\$)\s?[\d,]/);
    await expect(shopPrice).toHaveText(SHOP_PRICE, LOADED);

    await page.goto('/data-list/list-view');
    const price = page
      .getByTestId('datalist-row')
      .first()
      .getByText(/Ksh|\$|USD|KES/);
    await expect(price).toHaveText(SHOP_PRICE, LOADED);
    await expect(page.getByRole('main')).not.toContainText('$');
  });

  test('the user view writes the birth date as the portal writes dates', async ({ page }) => {
    await page.goto('/pages/user/view?id=270');
    await expect(page.getByRole('term').filter({ hasText: 'Birth date' })).toBeVisible(LOADED);
    // English on the portal uses Kenyan conventions: "5 Jan 1990", not "January 5, 1990".
    const dates = page.getByRole('definition').filter({ hasText: /^\d{1,2} [A-Z][a-z]{2} \d{4}$/ });
    await expect(dates).toHaveCount(1);
    await expect(page.getByRole('main')).not.toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  test('saving a user opens the view at the address the list links to', async ({ page }) => {
    await page.goto('/pages/user/list');
    const view = page
      .getByTestId('user-row')
      .first()
      .getByRole('link', { name: /^View / });
    await expect(view).toHaveAttribute('href', /^\/pages\/user\/view\?id=\d+$/, LOADED);

    await page.goto('/app/user/edit?id=270');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toBeVisible(LOADED);
    await name.fill('Mumbua Kyalo');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/pages\/user\/view\?id=270$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mumbua Kyalo' })).toBeVisible();
  });

  test('product pictures are drawn pictures that fill their frames, with their size set', async ({
    page,
  }) => {
    await page.goto('/ecommerce/shop');
    const card = page.getByTestId('shop-product').first();
    const img = card.getByTestId('product-image');
    await expect(img).toBeVisible(LOADED);
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    const [imgBox, cardBox] = [await img.boundingBox(), await card.boundingBox()];
    // As wide as its card (less the borders) and filled edge to edge.
    expect(imgBox?.width ?? 0).toBeGreaterThan((cardBox?.width ?? 0) - 4);
    expect(await fillsItsBox(img)).toBe(true);
    // Not the flat one-colour tile with a caption that stood in before.
    const src = (await img.getAttribute('src')) ?? '';
    const svg = src.startsWith('data:')
      ? decodeURIComponent(src.slice(src.indexOf(',') + 1))
      : await (await page.request.get(src)).text();
    expect(svg).not.toContain('<text');
    expect((svg.match(/<(path|circle|ellipse|rect)\b/g) ?? []).length).toBeGreaterThan(6);

    await page.goto('/data-list/thumb-view');
    const thumb = page.getByTestId('datalist-row').first().getByTestId('product-image');
    await expect(thumb).toBeVisible(LOADED);
    await expect(thumb).toHaveAttribute('width', /\d+/);
    expect(await fillsItsBox(thumb)).toBe(true);
  });

  test('a single delete asks about one product, in English and in Kiswahili', async ({
    page,
    presetLanguage,
  }) => {
    await page.goto('/data-list/list-view');
    const first = page.getByTestId('datalist-row').first();
    await expect(first).toBeVisible(LOADED);
    await first.getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this product?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await presetLanguage('sw');
    await page.goto('/data-list/list-view');
    await expect(page.getByTestId('datalist-row').first()).toBeVisible(LOADED);
    await page
      .getByTestId('datalist-row')
      .first()
      .getByRole('button', { name: /^Futa / })
      .click();
    await expect(page.getByRole('dialog', { name: 'Ufute bidhaa hii?' })).toBeVisible();
  });
});

test.describe('the todo’s marks', () => {
  test('a pressed star or important mark is filled and coloured, an unpressed one an outline', async ({
    page,
  }) => {
    await page.goto('/todo/all');
    const item = page.getByTestId('todo-item').first();
    await expect(item).toBeVisible(LOADED);
    for (const name of ['Starred', 'Important']) {
      const mark = item.getByRole('button', { name, exact: true });
      if ((await mark.getAttribute('aria-pressed')) === 'true') await mark.click();
      await expect(mark).toHaveAttribute('aria-pressed', 'false');
      const off = await mark.evaluate((el) => ({
        fill: getComputedStyle(el.querySelector('svg') as Element).fill,
        colour: getComputedStyle(el).color,
      }));
      await mark.click();
      await expect(mark).toHaveAttribute('aria-pressed', 'true');
      await page.mouse.move(0, 0);
      const on = await mark.evaluate((el) => ({
        fill: getComputedStyle(el.querySelector('svg') as Element).fill,
        colour: getComputedStyle(el).color,
      }));
      expect(off.fill, `${name} off`).toBe('none');
      expect(on.fill, `${name} on`).not.toBe('none');
      expect(on.colour, `${name} colour`).not.toBe(off.colour);
    }
  });
});

const mailRows = (page: Page) => page.getByTestId('mail-row');

test.describe('the mailbox', () => {
  test('moving a mail to the trash says so, and Undo puts it back', async ({ page }) => {
    await page.goto('/email/inbox');
    const subject = 'Borehole rehabilitation progress in Kilome';
    const row = mailRows(page).filter({ hasText: subject });
    await expect(row).toBeVisible(LOADED);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await expect(mailRows(page).filter({ hasText: subject })).toHaveCount(0);

    const notice = page.getByRole('status').filter({ hasText: 'Moved to trash' });
    await expect(notice).toBeVisible();
    const undo = notice.getByRole('button', { name: 'Undo' });
    // A real button: it takes the focus and answers the keyboard.
    await undo.focus();
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(mailRows(page).filter({ hasText: subject })).toHaveCount(1);
    await expect(notice).toHaveCount(0);
  });

  test('the toolbar offers only the mark that changes the selection', async ({ page }) => {
    await page.goto('/email/inbox');
    await expect(mailRows(page).first()).toBeVisible(LOADED);
    const unread = mailRows(page).filter({ hasText: 'unread:' }).first();
    const read = mailRows(page).filter({ hasNotText: 'unread:' }).first();
    const markRead = page.getByRole('button', { name: 'Mark as read', exact: true });
    const markUnread = page.getByRole('button', { name: 'Mark as unread', exact: true });

    await unread.getByRole('checkbox').check();
    await expect(markRead).toBeVisible();
    await expect(markUnread).toHaveCount(0);

    await read.getByRole('checkbox').check();
    // A mixed selection: both.
    await expect(markRead).toBeVisible();
    await expect(markUnread).toBeVisible();

    await unread.getByRole('checkbox').uncheck();
    await expect(markUnread).toBeVisible();
    await expect(markRead).toHaveCount(0);
  });
});
