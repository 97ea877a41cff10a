import { describe, expect, it, vi } from 'vitest';
import { i18nReady } from '@/i18n';
import { makeStore } from '@/lib/store/store';
import { recordNumberFormats } from '@/testing/intl';
import { setupApiTests, stubApi } from './testing/render';
import { homeRoute, projectsRoutes } from './routes';

setupApiTests();

describe('the projects pages prefetch', () => {
  it('has Intl load the number formats while the answers are on the way', async () => {
    await i18nReady;
    stubApi(() => ({
      status: 503,
      body: { statusCode: 503, error: 'Unavailable', message: 'down' },
    }));
    const made = recordNumberFormats();
    const prefetches = [homeRoute, ...projectsRoutes].flatMap((node) =>
      node.prefetch ? [node.prefetch] : [],
    );
    expect(prefetches).toHaveLength(3);
    for (const prefetch of prefetches)
      await prefetch(makeStore(), new URL('http://localhost/projects/X'));
    await vi.waitFor(() => expect(made).toHaveLength(3));
    expect(new Set(made)).toEqual(new Set(['en-KE']));
  });
});
