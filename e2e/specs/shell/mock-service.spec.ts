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

  test('a refused update check of the worker is no error on the page', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // A start that finds the worker registered (here by another tab) asks the browser to check
    // it for an update, without waiting for the answer. When the worker has just unregistered
    // itself (the last page using it asked to unload), Chrome refuses that check with "Not
    // found". Here the second tab's check is refused that way.
    await context.addInitScript(() => {
      // The refusal as the page sees it: an unhandled rejection, kept to see whether the app
      // marked it handled (this listener runs first, so the app's runs after it).
      window.addEventListener('unhandledrejection', (event) => {
        const reason: unknown = event.reason;
        if (
          reason instanceof Error &&
          reason.message.startsWith('Failed to update a ServiceWorker')
        )
          Object.assign(window, { refusal: event });
      });
      const update = ServiceWorkerRegistration.prototype.update;
      ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
        if (location.pathname !== '/email/sent') return update.call(this);
        const script = (this.active ?? this.waiting ?? this.installing)?.scriptURL ?? '';
        return Promise.reject(
          new TypeError(
            `Failed to update a ServiceWorker for scope ('${this.scope}') with script ('${script}'): Not found`,
          ),
        );
      };
    });
    await page.goto('/email/inbox');
    await expect(page.getByTestId('mail-row').first()).toBeVisible(STARTED);

    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(error.message));
    other.on('console', (message) => {
      if (message.type() === 'error') otherErrors.push(message.text());
    });
    await setStorage(other, { 'shell-tour-done': '1' });
    await other.goto('/email/sent');
    await expect(other.getByTestId('mail-row').first()).toBeVisible(STARTED);
    expect(await mockedCallStatus(other)).toBe(200);
    // The refusal reached the page and was marked handled; Chrome reports it (before this
    // answer arrives) only when it is not.
    await expect
      .poll(() =>
        other.evaluate(
          () => (window as { refusal?: PromiseRejectionEvent }).refusal?.defaultPrevented ?? null,
        ),
      )
      .toBe(true);
    expect(otherErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a page that leaves while the service starts sends no call unanswered to the network', async ({
    page,
    consoleErrors,
  }) => {
    // The worker's answer to the page's "activate" is held until the page asks to unload, and
    // given to it then: its start ends after msw has told the worker the page is gone, as when
    // the start and a navigation cross on a slow runner. The next page's document is slow, so
    // anything the leaving page sends in the meantime reaches the server (which answers 404).
    await page.addInitScript(() => {
      let held: unknown = null;
      const w = window as { holdActivation?: boolean; activationHeld?: boolean };
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: string } | null;
        if (!w.holdActivation || data?.type !== 'MOCKING_ENABLED') return;
        event.stopImmediatePropagation();
        held = data;
        w.holdActivation = false;
        w.activationHeld = true;
      });
      window.addEventListener('beforeunload', () => {
        if (!held) return;
        const data = held;
        setTimeout(
          () => navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data })),
          200,
        );
      });
    });
    await page.route('**/pages/faq', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });

    await page.goto('/pages/knowledge-base');
    await page.getByRole('main').waitFor();
    await page.evaluate(() => Object.assign(window, { holdActivation: true }));
    // Any interaction loads the bookmarks bar, which starts the service for its data.
    await page.mouse.move(5, 5);
    await page.mouse.move(20, 20);
    await expect
      .poll(
        () => page.evaluate(() => (window as { activationHeld?: boolean }).activationHeld),
        STARTED,
      )
      .toBe(true);

    await page.goto('/pages/faq');
    await page.getByRole('main').waitFor();
    // The new page starts the service as usual and gets its sample data.
    await page.mouse.move(5, 5);
    await page.mouse.move(20, 20);
    await expect(page.getByTestId('bookmark-link').first()).toBeVisible(STARTED);
    await expect(page.getByTestId('bookmark-error')).toHaveCount(0);
    expect(await mockedCallStatus(page)).toBe(200);
    expect(consoleErrors).toEqual([]);
  });
});
