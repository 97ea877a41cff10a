import { getResponse, http, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { ensureMockService, forgetMockService } from '@/lib/mock-service';
import { setPageCatalogue, type CataloguePage } from './data/search';
import { domainOfCall, domainsOfPage, type MockDomain } from './domains';

let worker: SetupWorker | undefined;
let starting: Promise<void> | undefined;
let followsHandover = false;

const loadedDomains = new Map<MockDomain, Promise<readonly RequestHandler[]>>();

/** An app's handlers (and with them its sample data), loaded once. */
function domainHandlers(domain: MockDomain): Promise<readonly RequestHandler[]> {
  let loading = loadedDomains.get(domain);
  if (!loading) {
    loading = domain.load();
    loadedDomains.set(domain, loading);
    loading.catch(() => loadedDomains.delete(domain));
  }
  return loading;
}

/** The path of a request inside the app (without the base path), or null for another origin. */
function appPath(url: URL): string | null {
  if (url.origin !== location.origin) return null;
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return base && url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
}

/**
 * The worker's one handler: it sends each call to its app's handlers, loading them (and that
 * app's sample data) on the app's first call. Calls no app answers, /api/v1 among them, go to
 * the network.
 */
export const routeToApp = http.all(/\/api\//, async ({ request }) => {
  const path = appPath(new URL(request.url));
  const domain = path === null ? undefined : domainOfCall(path);
  if (!domain) return undefined;
  return getResponse([...(await domainHandlers(domain))], request);
});

/** Address of the worker script, under the app's base path. */
export function mockServiceWorkerUrl(): string {
  return `${import.meta.env.BASE_URL}mockServiceWorker.js`;
}

/**
 * Starts the in-browser mock service for the sample apps' calls, with the app's pages for the
 * bookmarks and the search (from the route registry). Calling it again returns
 * the same start. Every request it does not mock (such as /api/v1) goes to the network.
 * Throws an Error when the browser offers no service workers (for example on plain http
 * outside localhost, or in a private window that blocks them).
 */
export async function startMockService(pages?: readonly CataloguePage[]): Promise<void> {
  if (pages) setPageCatalogue(pages);
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !navigator.serviceWorker
  ) {
    throw new Error(
      'The sample data service cannot start: this browser does not offer service workers ' +
        '(they need https or localhost and may be blocked in private windows).',
    );
  }
  const container = navigator.serviceWorker;
  starting ??= (async () => {
    ignoreRefusedUpdateCheck();
    await claimStrandedPage(container, mockServiceWorkerUrl());
    // The page's own apps load beside the worker's start, not after their first call.
    for (const domain of domainsOfPage(appPath(new URL(location.href)) ?? '')) {
      void domainHandlers(domain).catch(() => undefined);
    }
    worker ??= setupWorker(routeToApp);
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: mockServiceWorkerUrl() },
      findWorker: isMockWorkerUrl,
    });
    followHandover(container);
  })().catch((error: unknown) => {
    starting = undefined;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The sample data service failed to start: ${reason}`, { cause: error });
  });
  return starting;
}

let ignoresUpdateCheck = false;

/**
 * A start that finds the worker already registered asks the browser to check it for an update
 * and does not wait for the answer (msw's `getWorkerInstance`). When the worker has just
 * unregistered itself, because the last page using it asked to unload, Chrome refuses that
 * check ("Not found") and the page would report an unhandled error. Nothing depends on the
 * check: the worker in place answers this page either way. Only that refusal is marked handled.
 */
function ignoreRefusedUpdateCheck(): void {
  if (ignoresUpdateCheck) return;
  ignoresUpdateCheck = true;
  const script = new URL(mockServiceWorkerUrl(), location.href).href;
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : '';
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes(`('${script}`))
      event.preventDefault();
  });
}

/** Whether a registered worker runs the mock script, whatever query its address carries. */
export function isMockWorkerUrl(scriptUrl: string, mockUrl: string): boolean {
  const address = new URL(scriptUrl);
  address.search = '';
  return address.href === new URL(mockUrl, location.href).href;
}

/**
 * A page that opened without a controlling worker while another tab keeps the mock worker
 * registered (a hard reload, or a reload while the worker was still installing) is never claimed
 * by that worker; msw would then reload the whole page, losing what the user had open. A worker
 * registered under a new address installs, activates and claims this page instead. Resolves
 * true once this page is controlled that way; false when there was nothing to do, when the new
 * worker failed (it turned redundant) or when it did not take over within `waitMs` (msw then
 * falls back to reloading). The wait follows the worker's own progress: on a busy phone its
 * install can take well over ten seconds, and reloading then would lose the page.
 */
export async function claimStrandedPage(
  container: ServiceWorkerContainer,
  workerUrl: string,
  waitMs = 60_000,
): Promise<boolean> {
  if (container.controller) return false;
  const stranded = (await container.getRegistrations()).some((registration) =>
    [registration.active, registration.waiting, registration.installing].some(
      (candidate) => candidate && isMockWorkerUrl(candidate.scriptURL, workerUrl),
    ),
  );
  if (!stranded) return false;
  let settle: (controlled: boolean) => void = () => undefined;
  const controlled = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  container.addEventListener('controllerchange', () => settle(true), { once: true });
  const timer = setTimeout(() => settle(false), waitMs);
  const registration = await container.register(`${workerUrl}?claim=${Date.now().toString(36)}`);
  const incoming = registration.installing ?? registration.waiting;
  const failed = () => incoming?.state === 'redundant' && settle(false);
  incoming?.addEventListener('statechange', failed);
  failed();
  return controlled.finally(() => clearTimeout(timer));
}

/**
 * When another tab replaces the registration, the new worker claims this tab too but does not
 * know it asked for mocks; starting again introduces this tab to it.
 */
function followHandover(container: ServiceWorkerContainer): void {
  if (followsHandover) return;
  followsHandover = true;
  let current = container.controller;
  container.addEventListener('controllerchange', () => {
    const previous = current;
    current = container.controller;
    if (!previous || !current || !worker || !starting) return;
    forgetMockService();
    void ensureMockService().catch((error: unknown) => {
      console.warn(error);
    });
  });
}

/**
 * Stops a running mock service: this page's calls go to the network until the next start, which
 * introduces the page to the worker again. Called through `forgetMockService()` in
 * lib/mock-service.ts, which also makes the next call wait for that start.
 */
export function stopMockService(): void {
  if (!worker || !starting) return;
  worker.stop();
  starting = undefined;
}
