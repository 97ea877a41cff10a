import { expect, test } from '../../fixtures';

// Starting the mock service can take long on a loaded 2-core runner.
const LOADED = { timeout: 40_000 };

const OTHER_APPS = ['calendar', 'chat', 'todo', 'users', 'shop', 'datalist', 'aggrid'];

/** The script files the page asked for, by name without the build's hash. */
const scriptName = (url: string) =>
  new URL(url).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

test.describe('the sample data service in pieces', () => {
  test("opening the mailbox loads the mail's handlers and data, not the calendar's", async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(scriptName(request.url()));
    });
    await page.goto('/email/inbox');
    await expect(page.getByTestId('mail-row').first()).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    // The runtime and the email app's piece (handlers and sample mails) came; no other app's
    // (the navbar's bookmarks may bring their own small piece, `search-mock`).
    expect(scripts).toContain('browser');
    expect(scripts).toContain('email-mock');
    for (const other of OTHER_APPS) expect(scripts).not.toContain(`${other}-mock`);

    // The calendar's piece comes when the calendar opens, and its events with it.
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible(LOADED);
    await expect.poll(() => scripts.includes('calendar-mock'), LOADED).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
