import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { Demo } from './demo';
import { DemoPage } from './demo-page';
import { SampleDemo } from './testing/sample-demo';
import sampleSource from './testing/sample-demo.tsx?raw';

function Page() {
  return (
    <DemoPage title="Samples" intro="Two demos." library={{ name: 'react-bootstrap' }}>
      <Demo id="first" title="First demo" source={sampleSource}>
        <SampleDemo />
      </Demo>
      <Demo id="second" title="Second demo" source="second source">
        <p>second</p>
      </Demo>
    </DemoPage>
  );
}

beforeAll(async () => {
  await i18nReady;
  await i18next.loadNamespaces('catalogue');
});
afterEach(cleanup);

describe('the catalogue frame', () => {
  it('shows the page title, the library and a contents list of its demos in page order', async () => {
    renderWithProviders(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Samples' })).toBeInTheDocument();
    expect(screen.getByText('react-bootstrap')).toBeInTheDocument();
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    await waitFor(() =>
      expect(
        within(toc)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['#first', '#second']),
    );
  });

  it('toggles the demo’s own source, read from its file, and copies it', async () => {
    const user = userEvent.setup();
    // After setup, which installs a clipboard of its own.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<Page />);
    const card = (await screen.findByRole('heading', { level: 2, name: /First demo/ })).closest(
      'section',
    );
    if (!card) throw new Error('demo card not found');
    expect(within(card).getByText('Hello from the sample demo')).toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: 'Show code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const code = within(card).getByRole('region', { name: /Source of/ });
    expect(code.textContent).toBe(sampleSource);
    expect(code.textContent).toContain('export function SampleDemo()');

    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(sampleSource);
    expect(await within(card).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Hide code' }));
    expect(within(card).queryByRole('region', { name: /Source of/ })).toBeNull();
  });
});
