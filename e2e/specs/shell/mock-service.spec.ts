import type { Page } from '@playwright/test';
import { expect, setStorage, test } from '../../fixtures';

// Starting the mock service can take long on a loaded 2-core runner (see session.spec.ts).
const STARTED = { timeout: 40_000 };

async function searchContacts(page: Page): Promise<void> {
  await page.getByTestId('search-open').click();
  // The sample contacts (answered by the mock service) are searched once something is typed.
  await page
    .getByRole('dialog', { name: 'Search' })
    .getByRole('combobox', { name: 'Search' })
    .fill('a');
  const contacts = page.getByTestId('search-group-contacts').getByRole('option');
  await expect(contacts.first()).toBeVisible(STARTED);
  await page.keyboard.press('Escape');
}

/** Status of a sample-data call made by the page itself (the server alone answers 404). */
function mockedCallStatus(page: Page): Promise<number> {
  return page.evaluate(() => fetch('/api/main-search/data').then((answer) => answer.status));
}

const isControlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);

test.describe('mock service', () => {
  // Pages without a map: while a worker still handles a request (a map tile on a network that
  // refuses them can take half a minute), a new worker waits to take over.
  test('a hard-reloaded tab starts it without reloading, and the other tab keeps it', async ({
    page,
    shell,
    context,
    consoleErrors,
  }) => {
    await shell.goto('/analytics');
    await searchContacts(page);

    const other = await context.newPage();
    await setStorage(other, { 'shell-tour-done': '1' });
    await other.goto('/analytics');
    await other.getByTestId('app-shell').waitFor();
    // A hard reload bypasses the worker: the tab has no controller, while the first tab keeps
    // the worker registered.
    const cdp = await context.newCDPSession(other);
    await cdp.send('Page.reload', { ignoreCache: true });
    await other.getByTestId('app-shell').waitFor();
    expect(await isControlled(other)).toBe(false);
    expect(
      await other.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(1);
    await other.evaluate(() => Object.assign(window, { pageMark: 'kept' }));

    await searchContacts(other);
    // Same document (nothing reloaded it), and now the worker controls it.
    expect(await other.evaluate(() => (window as { pageMark?: string }).pageMark)).toBe('kept');
    await expect.poll(() => isControlled(other)).toBe(true);
    expect(await mockedCallStatus(other)).toBe(200);

    // The first tab, handed to the new worker, still gets its sample data.
    await expect.poll(() => mockedCallStatus(page), STARTED).toBe(200);
    expect(consoleErrors).toEqual([]);
  });
});
