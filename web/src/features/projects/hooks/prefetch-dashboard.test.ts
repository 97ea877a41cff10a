import { expect, it } from 'vitest';
import { makeStore } from '@/lib/store/store';
import { meta, projectsPage, summary } from '../testing/fixtures';
import { setupApiTests, stubApi } from '../testing/render';

setupApiTests();

// As in the app: the store is made before the dashboard's code (and its API slice) has loaded.
it('requests all three answers with a store made before the API was loaded', async () => {
  const { calls } = stubApi((url) => {
    if (url.pathname === '/api/v1/meta') return { body: meta };
    if (url.pathname === '/api/v1/projects/summary') return { body: summary() };
    if (url.pathname === '/api/v1/projects') return { body: projectsPage() };
    return undefined;
  });
  const store = makeStore();
  expect(store.getState()).not.toHaveProperty('projectsApi');
  const { prefetchDashboard } = await import('./use-projects-dashboard');
  await prefetchDashboard(store, new URL('http://localhost/?ward=Wote'));
  expect(calls.map((u) => u.pathname + u.search).sort()).toEqual([
    '/api/v1/meta',
    '/api/v1/projects/summary?ward=Wote',
    '/api/v1/projects?ward=Wote',
  ]);
  expect(store.getState().projectsApi?.queries['getMeta(undefined)']?.status).toBe('fulfilled');
});
