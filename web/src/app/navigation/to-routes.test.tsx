import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '@/i18n';
import { afterFirstPaint } from '@/hooks/use-after-paint';
import { makeStore } from '@/lib/store/store';
import { stubFrames } from '@/testing/frames';
import type { NavNode } from '@/types/navigation';
import { preloadPage } from './preload';
import { toRoutes } from './to-routes';

function page(text: string) {
  return vi.fn(() => Promise.resolve({ default: () => <h1>{text}</h1> }));
}

function open(nodes: NavNode[], path: string) {
  const { shell } = toRoutes(nodes);
  const router = createMemoryRouter(shell, { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeAll(async () => {
  await i18nReady;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// One test: the wait for the first paint is taken once per page load (module state).
describe('the first page of a load', () => {
  it('waits for the layout to be painted unless its code is already loaded', async () => {
    const { paint } = stubFrames();
    const renders = vi.fn();
    const preloaded = vi.fn(() =>
      Promise.resolve({
        default: () => {
          renders();
          return <h1>Preloaded page</h1>;
        },
      }),
    );
    const sample = page('Sample app');
    const other = page('Reached later');
    const nodes: NavNode[] = [
      { id: 'pre', title: 'menu.pre', type: 'item', navLink: '/pre', page: preloaded },
      { id: 'app', title: 'menu.app', type: 'item', navLink: '/app', page: sample },
      { id: 'other', title: 'menu.other', type: 'item', navLink: '/other', page: other },
    ];
    let painted = false;
    void afterFirstPaint().then(() => {
      painted = true;
    });

    // A page main.tsx loaded before the first render shows in that render, with no wait, and
    // the paint that follows does not render it again.
    await preloadPage(nodes, '/pre');
    open(nodes, '/pre');
    expect(screen.getByRole('heading', { name: 'Preloaded page' })).toBeVisible();
    await paint();
    expect(renders).toHaveBeenCalledTimes(1);
    cleanup();

    // A sample app (not preloaded): its loading bars, and its code not asked for, until the
    // layout around them has been painted.
    const router = open(nodes, '/app');
    expect(screen.getByTestId('spinner-screen')).toBeVisible();
    expect(sample).not.toHaveBeenCalled();
    expect(painted).toBe(false);
    await paint();
    expect(painted).toBe(true);
    expect(sample).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Sample app' })).toBeVisible();

    // After that first paint, a page reached from inside the app is asked for at once.
    await act(() => router.navigate('/other'));
    expect(other).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Reached later' })).toBeVisible();
  });
});
