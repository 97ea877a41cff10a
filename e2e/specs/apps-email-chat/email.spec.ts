import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

// Starting the mock service can take long on a loaded 2-core runner.
const LOADED = { timeout: 40_000 };
const SUBJECT = 'Borehole rehabilitation progress in Kilome';

const rows = (page: Page) => page.getByTestId('mail-row');
const row = (page: Page, subject: string) => rows(page).filter({ hasText: subject });

async function openMailbox(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible(LOADED);
}

test.describe('email app', () => {
  test('moves a mail to the trash, finds it there, labels it and searches for it', async ({
    page,
    presetLayout,
    consoleErrors,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await openMailbox(page, '/email/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    await row(page, SUBJECT).getByRole('checkbox').check();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await expect(row(page, SUBJECT)).toHaveCount(0);
    // Moving clears the selection.
    await expect(page.getByText('1 selected')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: 'Trash' })
      .click();
    await expect(page).toHaveURL(/\/email\/trash$/);
    await expect(row(page, SUBJECT)).toHaveCount(1);

    await row(page, SUBJECT).locator('.mail-open').click();
    const view = page.getByRole('region', { name: SUBJECT });
    await expect(view).toBeVisible();
    await view.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Private' }).click();
    await expect(view.locator('.badge', { hasText: 'Private' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(row(page, SUBJECT).getByText('Private')).toBeAttached();

    // "/" goes to the search; the trash list narrows to the mail.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search mail' });
    await expect(search).toBeFocused();
    await search.fill('borehole rehab');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(SUBJECT);
    await search.fill('no such words anywhere');
    await expect(page.getByText('No mail matches “no such words anywhere”.')).toBeVisible();

    expect(consoleErrors).toEqual([]);
  });

  test('a mail with hostile markup runs nothing and keeps no script in the page', async ({
    page,
    presetLayout,
    consoleErrors,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await presetLayout({ layout: 'vertical', theme: 'dark' });
    await openMailbox(page, '/email/spam');
    const subject = 'Urgent: verify your mailbox (sample spam)';
    // The list's excerpt is text only.
    await expect(row(page, subject)).toContainText('Click here to keep your mailbox.');
    await row(page, subject).locator('.mail-open').click();
    const body = page.locator('.mail-body').last();
    await expect(body).toContainText('Click here to keep your mailbox.');
    // The image with its handler is shown without the handler; let it fail to load.
    await expect
      .poll(() =>
        body
          .locator('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);

    expect(await page.locator('#main-content script').count()).toBe(0);
    expect(await page.locator('[onerror], [onclick], [onload]').count()).toBe(0);
    expect(await body.locator('a[href^="javascript" i]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await seriousAxeViolations(page, '#main-content')).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('keyboard: j and k move, x selects, s stars, e moves to the trash', async ({
    page,
    presetLayout,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await openMailbox(page, '/email/inbox');
    const first = rows(page).first();
    const second = rows(page).nth(1);
    const secondSubject = (await second.locator('.mail-subject').innerText()).replace(
      /^unread: /,
      '',
    );
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('j');
    await expect(first.locator('.mail-open')).toBeFocused();
    await page.keyboard.press('j');
    await expect(second.locator('.mail-open')).toBeFocused();
    await page.keyboard.press('k');
    await expect(first.locator('.mail-open')).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect(second.getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('x');
    await expect(second.getByRole('checkbox')).not.toBeChecked();
    const star = second.locator('.mail-star');
    const starred = await star.getAttribute('aria-pressed');
    await page.keyboard.press('s');
    await expect(star).toHaveAttribute('aria-pressed', starred === 'true' ? 'false' : 'true');
    await page.keyboard.press('e');
    await expect(row(page, secondSubject)).toHaveCount(0);
  });
});
