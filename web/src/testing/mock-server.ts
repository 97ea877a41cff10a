import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18next, i18nReady } from '@/i18n';
import { registerMockService, resetMockService } from '@/lib/mock-service';
import { setupMockServer as setupHandlers } from '@/mocks/testing';
import { server } from '@/mocks/node';

export { server };

/**
 * jsdom has no fetch of its own, and Node's refuses relative addresses such as `/api/...`:
 * resolve them against the page's address, as a browser does.
 */
function resolveRelativeRequests(): void {
  const NativeRequest = globalThis.Request;
  if ((NativeRequest as { relativeAware?: boolean }).relativeAware) return;
  class PageRequest extends NativeRequest {
    static relativeAware = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, globalThis.location.href) : input, init);
    }
  }
  globalThis.Request = PageRequest;
}

/**
 * Runs this test file's pages against the same handlers as the browser's mock service
 * (unhandled requests fail the test), in English, with `namespaces` loaded. After each test the
 * page is unmounted and the handlers, the mock database and localStorage are reset.
 */
export function setupMockServer({ namespaces = [] }: { namespaces?: string[] } = {}): void {
  // Page tests render whole pages in jsdom; give them room on a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  resolveRelativeRequests();
  setupHandlers();
  beforeAll(async () => {
    registerMockService(() => Promise.resolve());
    await i18nReady;
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces(namespaces);
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  afterAll(() => resetMockService());
}
