import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimStrandedPage,
  isMockWorkerUrl,
  mockServiceWorkerUrl,
  startMockService,
} from './browser';

describe('startMockService', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('rejects with a clear message when service workers are unavailable', async () => {
    expect('serviceWorker' in navigator && navigator.serviceWorker !== undefined).toBe(false);
    await expect(startMockService()).rejects.toThrow(/does not offer service workers/);
  });

  it('serves the worker script from the base path', () => {
    expect(mockServiceWorkerUrl()).toBe(`${import.meta.env.BASE_URL}mockServiceWorker.js`);
  });
});

describe('isMockWorkerUrl', () => {
  it('matches the mock script whatever its query, and nothing else', () => {
    const base = location.origin;
    expect(isMockWorkerUrl(`${base}/mockServiceWorker.js`, '/mockServiceWorker.js')).toBe(true);
    expect(isMockWorkerUrl(`${base}/mockServiceWorker.js?claim=1`, '/mockServiceWorker.js')).toBe(
      true,
    );
    expect(isMockWorkerUrl(`${base}/other-worker.js`, '/mockServiceWorker.js')).toBe(false);
    expect(
      isMockWorkerUrl('https://elsewhere.example/mockServiceWorker.js', '/mockServiceWorker.js'),
    ).toBe(false);
  });
});

describe('claimStrandedPage', () => {
  /** A stand-in for navigator.serviceWorker with one registration running `scriptURL`. */
  function container(options: {
    controlled: boolean;
    scriptURL?: string;
    handsOver: boolean;
    fails?: boolean;
  }) {
    const target = new EventTarget();
    const register = vi.fn(async (url: string) => {
      if (options.handsOver) setTimeout(() => target.dispatchEvent(new Event('controllerchange')));
      // The new worker, as it installs: it turns redundant when its install fails.
      const installing = Object.assign(new EventTarget(), { state: 'installing' });
      if (options.fails) {
        setTimeout(() => {
          installing.state = 'redundant';
          installing.dispatchEvent(new Event('statechange'));
        });
      }
      return { url, installing, waiting: null };
    });
    const fake = Object.assign(target, {
      controller: options.controlled ? {} : null,
      getRegistrations: async () =>
        options.scriptURL
          ? [{ active: { scriptURL: options.scriptURL }, waiting: null, installing: null }]
          : [],
      register,
    });
    return { fake: fake as unknown as ServiceWorkerContainer, register };
  }
  const mockScript = `${location.origin}/mockServiceWorker.js`;

  it('registers the mock worker under a new address and waits until it controls the page', async () => {
    const { fake, register } = container({
      controlled: false,
      scriptURL: mockScript,
      handsOver: true,
    });
    await expect(claimStrandedPage(fake, '/mockServiceWorker.js')).resolves.toBe(true);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register.mock.calls[0]?.[0]).toMatch(/^\/mockServiceWorker\.js\?claim=\w+$/);
  });

  it('does nothing for a controlled page, or when no mock worker is registered', async () => {
    for (const options of [
      { controlled: true, scriptURL: mockScript, handsOver: true },
      { controlled: false, handsOver: true },
      { controlled: false, scriptURL: `${location.origin}/other-worker.js`, handsOver: true },
    ]) {
      const { fake, register } = container(options);
      await expect(claimStrandedPage(fake, '/mockServiceWorker.js')).resolves.toBe(false);
      expect(register).not.toHaveBeenCalled();
    }
  });

  it('gives up as soon as the new worker fails, without waiting out the time', async () => {
    const { fake } = container({
      controlled: false,
      scriptURL: mockScript,
      handsOver: false,
      fails: true,
    });
    await expect(claimStrandedPage(fake, '/mockServiceWorker.js', 600_000)).resolves.toBe(false);
  });

  it('gives up after the wait when the new worker does not take over', async () => {
    const { fake } = container({ controlled: false, scriptURL: mockScript, handsOver: false });
    await expect(claimStrandedPage(fake, '/mockServiceWorker.js', 20)).resolves.toBe(false);
  });
});
