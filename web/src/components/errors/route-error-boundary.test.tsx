import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

// One layout for both addresses, so the same boundary sees the address change.
function Layout() {
  return (
    <>
      <nav>
        <Link to="/fine">Fine page</Link>
      </nav>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  // React reports the caught error on the console; keep the test output clean.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the failure in place of the page, keeps the layout, and clears on another address', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>All good</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be shown');
    expect(alert).toHaveTextContent('chunk failed to load');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
