import type { Locator, Page } from '@playwright/test';
import { axeViolations, seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

// Starting the mock service can take long on a loaded 2-core runner.
const LOADED = { timeout: 40_000 };
const SUBJECT = 'Borehole rehabilitation progress in Kilome';

const rows = (page: Page) => page.getByTestId('mail-row');
const row = (page: Page, subject: string) => rows(page).filter({ hasText: subject });
/** The button that opens a row's mail: the one showing its text (the star is an icon button). */
const openButton = (mailRow: Locator) => mailRow.getByRole('button').filter({ hasText: /\S/ });
const starButton = (mailRow: Locator) => mailRow.getByRole('button', { name: /^Star “/ });
/** Clicks an empty corner of the page, so that no field keeps the focus. */
const clickOutside = (page: Page) => page.mouse.click(5, 5);

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

    await openButton(row(page, SUBJECT)).click();
    const view = page.getByRole('region', { name: SUBJECT });
    await expect(view).toBeVisible();
    await view.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Private' }).click();
    // The open mail lists its labels above the text.
    await expect(view.getByRole('paragraph').getByText('Private', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(row(page, SUBJECT).getByText('Private')).toBeAttached();

    // "/" goes to the search; the trash list narrows to the mail.
    await clickOutside(page);
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
    await openButton(row(page, subject)).click();
    const view = page.getByRole('region', { name: subject });
    await expect(view).toContainText('Click here to keep your mailbox.');
    // The image with its handler is shown without the handler; let it fail to load.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).every((i) => i.complete)))
      .toBe(true);

    // No script element and no inline handler anywhere in the page: markup, not something a
    // visitor finds, so the document is read directly.
    expect(
      await page.evaluate(() => ({
        scripts: document.getElementById('main-content')?.getElementsByTagName('script').length,
        handlers: Array.from(document.getElementsByTagName('*')).filter((el) =>
          ['onerror', 'onclick', 'onload'].some((name) => el.hasAttribute(name)),
        ).length,
      })),
    ).toEqual({ scripts: 0, handlers: 0 });
    const hrefs = await view
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*javascript/i.test(href))).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await seriousAxeViolations(page, '#main-content')).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('keyboard: j and k move, x selects, s stars, e moves to a folder chosen from a menu', async ({
    page,
    presetLayout,
    consoleErrors,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await openMailbox(page, '/email/inbox');
    const first = rows(page).first();
    const second = rows(page).nth(1);
    // The subject, from the row's checkbox: Select “<subject>”.
    const secondSubject =
      /^Select “(.*)”$/.exec(
        (await second.getByRole('checkbox').getAttribute('aria-label')) ?? '',
      )?.[1] ?? 'no subject';
    await clickOutside(page);
    await page.keyboard.press('j');
    await expect(openButton(first)).toBeFocused();
    await page.keyboard.press('j');
    await expect(openButton(second)).toBeFocused();
    await page.keyboard.press('k');
    await expect(openButton(first)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect(second.getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('x');
    await expect(second.getByRole('checkbox')).not.toBeChecked();
    const star = starButton(second);
    const starred = await star.getAttribute('aria-pressed');
    await page.keyboard.press('s');
    await expect(star).toHaveAttribute('aria-pressed', starred === 'true' ? 'false' : 'true');

    // e opens the folder menu beside the mail; Escape closes it and nothing moves.
    await page.keyboard.press('e');
    const menu = page.getByRole('menu', { name: 'Move the mail to' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Spam', 'Trash']);
    await expect(menu.getByRole('menuitem', { name: 'Spam' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(openButton(second)).toBeFocused();
    await expect(row(page, secondSubject)).toHaveCount(1);

    // Arrow to Trash, Enter: the mail leaves the inbox and the focus stays in the list.
    await page.keyboard.press('e');
    await expect(menu.getByRole('menuitem', { name: 'Spam' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Trash' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(row(page, secondSubject)).toHaveCount(0);
    await expect(openButton(rows(page).nth(1))).toBeFocused();
    expect(await seriousAxeViolations(page, '#main-content')).toEqual([]);

    // The same menu is the toolbar's Move button, for a selection.
    await page.keyboard.press('x');
    await page.getByRole('button', { name: 'Move to folder' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 selected')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: /^Trash/ })
      .click();
    await expect(row(page, secondSubject)).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('opening the mailbox asks for the counts once, not once per label', async ({
    page,
    presetLayout,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/email/')) calls.push(url.pathname + url.search);
    });
    await presetLayout({ layout: 'vertical' });
    await openMailbox(page, '/email/inbox');
    const inbox = page.getByRole('navigation', { name: 'Folders' }).getByRole('link', {
      name: /^Inbox/,
    });
    await expect(inbox.getByTestId('email-count')).toHaveText(/^\d+ unread$/);
    const labels = page.getByRole('navigation', { name: 'Folders' }).getByRole('link', {
      name: /^Important/,
    });
    await expect(labels.getByTestId('email-count')).toHaveText(/^\d+ unread$/);
    // Count once the mail calls have stopped: no new one between two polls a second apart.
    let seen = -1;
    await expect
      .poll(
        () => {
          const settled = calls.length === seen;
          seen = calls.length;
          return settled;
        },
        { intervals: [1_000] },
      )
      .toBe(true);
    expect(calls.filter((call) => call.startsWith('/api/email/counts'))).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('/api/email/mails'))).toEqual([
      '/api/email/mails?filter=inbox',
    ]);
  });
});

/** The trash notice in each look it must hold up in: colour modes, direction and a small phone. */
const NOTICE_SETUPS: {
  name: string;
  prefs: { theme?: 'light' | 'dark'; direction?: 'rtl' };
  width?: number;
}[] = [
  { name: 'light', prefs: { theme: 'light' } },
  { name: 'dark', prefs: { theme: 'dark' } },
  { name: 'right to left', prefs: { direction: 'rtl' } },
  { name: 'at 360 px', prefs: {}, width: 360 },
];

test.describe('the trash notice', () => {
  for (const setup of NOTICE_SETUPS) {
    test(`${setup.name}: in view, no axe violation, and Undo puts the mail back`, async ({
      page,
      presetLayout,
      consoleErrors,
    }) => {
      if (setup.width) await page.setViewportSize({ width: setup.width, height: 740 });
      await presetLayout({ layout: 'vertical', ...setup.prefs });
      await openMailbox(page, '/email/inbox');

      await row(page, SUBJECT).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Move to trash' }).click();
      await expect(row(page, SUBJECT)).toHaveCount(0);
      const notice = page.getByTestId('email-notice');
      await expect(notice).toContainText('Moved to trash');
      const undo = notice.getByRole('button', { name: 'Undo' });
      // The focus on it keeps the notice open while it is checked.
      await undo.focus();
      await expect(notice).toBeInViewport({ ratio: 1 });
      expect(await axeViolations(page, '[data-testid="email-notice"]', { wcag22: true })).toEqual(
        [],
      );

      await undo.click();
      await expect(notice).toHaveCount(0);
      await expect(row(page, SUBJECT)).toHaveCount(1);
      expect(consoleErrors).toEqual([]);
    });
  }
});
