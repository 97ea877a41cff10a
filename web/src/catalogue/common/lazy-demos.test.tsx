import { cleanup, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '@/i18n';
import { stubFrames } from '@/testing/frames';
import { renderWithProviders } from '@/testing/render';
import { Demo } from './demo';
import { DemoPage } from './demo-page';
import { LazyDemos } from './lazy-demos';

beforeAll(async () => {
  await i18nReady;
  await i18next.loadNamespaces('catalogue');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyDemos', () => {
  it('asks for the demos only once the frame is painted, and then shows them', async () => {
    const { paint } = stubFrames();
    const load = vi.fn(() =>
      Promise.resolve({
        default: () => (
          <>
            <Demo id="first" title="First demo" source="first">
              <p>first demo</p>
            </Demo>
            <Demo id="second" title="Second demo" source="second">
              <p>second demo</p>
            </Demo>
          </>
        ),
      }),
    );
    const Demos = lazy(load);
    const openPage = () =>
      renderWithProviders(
        <DemoPage title="Heavy" intro="A page whose library is heavy.">
          <LazyDemos>
            <Demos />
          </LazyDemos>
        </DemoPage>,
      );
    openPage();

    // The frame is there at once, with a busy placeholder where the demos go.
    expect(screen.getByRole('heading', { level: 1, name: 'Heavy' })).toBeVisible();
    expect(screen.getByText('A page whose library is heavy.')).toBeVisible();
    const placeholder = screen.getByRole('status', { name: 'Loading the demos…' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(load).not.toHaveBeenCalled();

    await paint();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('first demo')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the demos…' })).toBeNull();
    // The lazy demos still list themselves in the page's contents.
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(contents).toHaveTextContent('First demo');
    expect(contents).toHaveTextContent('Second demo');
    cleanup();

    // Opened again from inside the app, with its code loaded: the demos at once, no placeholder
    // in front of them and no frame to wait for.
    openPage();
    expect(screen.getByText('first demo')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the demos…' })).toBeNull();
  });
});
