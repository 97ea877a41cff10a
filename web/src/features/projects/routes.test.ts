import { describe, expect, it } from 'vitest';
import { i18nReady } from '@/i18n';
import { makeStore } from '@/lib/store/store';
import { stubWorkers } from '@/testing/intl';
import { setupApiTests, stubApi } from './testing/render';
import { homeRoute, projectsRoutes } from './routes';

setupApiTests();

describe('the projects pages prefetch', () => {
  it('has Intl set up the number formats while the answers are on the way', async () => {
    await i18nReady;
    stubApi(() => ({
      status: 503,
      body: { statusCode: 503, error: 'Unavailable', message: 'down' },
    }));
    const workers = stubWorkers();
    const prefetches = [homeRoute, ...projectsRoutes].flatMap((node) =>
      node.prefetch ? [node.prefetch] : [],
    );
    expect(prefetches).toHaveLength(3);
    for (const prefetch of prefetches)
      await prefetch(makeStore(), new URL('http://localhost/projects/X'));
    expect(workers.sent).toEqual(['en-KE', 'en-KE', 'en-KE']);
  });
});
