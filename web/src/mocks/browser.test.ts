import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServiceWorkerUrl, startMockService } from './browser';

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
