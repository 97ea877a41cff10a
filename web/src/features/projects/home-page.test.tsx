import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import HomePage from './home-page';
import { PROJECT_CARDS_QUERY } from './components/widgets/projects-table-widget';
import { prefetchDashboard } from './hooks/use-projects-dashboard';
import { makeStore } from '@/lib/store/store';
import { boundaries, meta, projects, projectsPage, summary } from './testing/fixtures';
import { stubIntersectionObserver } from '@/testing/intersection-observer';
import { type ApiHandler, renderRoutes, setupApiTests, stubApi } from './testing/render';

vi.mock('./components/widgets/wards-map', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const kaitiSummary = () =>
  summary({
    totals: { projects: 1, budget: 9_000_000, contractSum: 4_800_000, paid: 1_000_000 },
    facets: { ...summary().facets, ward: [{ value: 'Kee', label: 'Kee', count: 1 }] },
  });

const api: ApiHandler = (url) => {
  const kaiti = url.searchParams.get('subCounty') === 'Kaiti';
  switch (url.pathname) {
    case '/api/v1/meta':
      return { body: meta };
    case '/api/v1/boundaries':
      return { body: boundaries };
    case '/api/v1/projects/summary':
      return { body: kaiti ? kaitiSummary() : summary() };
    case '/api/v1/projects':
      return {
        body: kaiti
          ? projectsPage(projects.filter((p) => p.subCounty === 'Kaiti'))
          : projectsPage(),
      };
    default:
      return undefined;
  }
};

describe('Home dashboard', { timeout: 30_000 }, () => {
  setupApiTests();

  it('finds the answers requested for the opened address before it rendered, and asks for none again', async () => {
    const { calls } = stubApi(api);
    const store = makeStore();
    const address = '/?subCounty=Kaiti&state=stalled&sort=-budget';
    await prefetchDashboard(store, new URL(address, 'http://localhost'));
    const requested = [
      '/api/v1/meta',
      '/api/v1/projects/summary?subCounty=Kaiti&state=stalled',
      '/api/v1/projects?subCounty=Kaiti&state=stalled&sort=-budget',
    ];
    expect(calls.map((u) => u.pathname + u.search).sort()).toEqual(requested);
    await renderRoutes([{ path: '/', element: <HomePage /> }], address, store);
    expect(
      await screen.findByText('1 project matches', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /maternity wing at Kee/ })).toBeInTheDocument();
    // The map asks for the ward outlines; nothing else is asked again.
    await waitFor(() => expect(calls.map((u) => u.pathname)).toContain('/api/v1/boundaries'));
    expect(calls.map((u) => u.pathname + u.search).sort()).toEqual([
      '/api/v1/boundaries',
      ...requested,
    ]);
  });

  it('shows the widgets, the table and the data notice from the API', async () => {
    stubApi(api);
    await renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'County projects dashboard' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('3 projects match', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sample-badge')).toHaveTextContent('Sample data');
    // The widgets follow the filters as a deferred update, just after the header and filters.
    const status = screen.getByTestId('widget-status');
    expect(await within(status).findByRole('button', { name: /Stalled/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      await screen.findByRole('link', { name: 'Construction of maternity wing at Kee dispensary' }),
    ).toHaveAttribute('href', '/projects/MKN-2023-00002');
    expect(
      within(screen.getByTestId('widget-projects')).getByRole('columnheader', { name: /Code/ }),
    ).toHaveAttribute('aria-sort', 'ascending');
    expect(
      within(screen.getByTestId('widget-finance')).getByText('30.6%', { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('widget-defects')).getByText('Reported')).toBeInTheDocument();
    expect(screen.getByTestId('export-csv')).toHaveAttribute('href', '/api/v1/projects/export.csv');
  });

  it("pages a search the list counted only up to its cap by the summary's full count", async () => {
    const matches = 12_345;
    stubApi((url) => {
      if (url.pathname === '/api/v1/projects/summary') {
        return { body: summary({ totals: { ...summary().totals, projects: matches } }) };
      }
      if (url.pathname === '/api/v1/projects') {
        return {
          body: { ...projectsPage(), total: 10_000, totalRelation: 'gte', pages: 500 },
        };
      }
      return api(url);
    });
    await renderRoutes([{ path: '/', element: <HomePage /> }], '/?q=borehole');
    const table = await screen.findByTestId('widget-projects', undefined, { timeout: 10_000 });
    expect(await within(table).findByText('1–20 of 12,345')).toBeInTheDocument();
    expect(within(table).queryByText(/of 10,000/)).not.toBeInTheDocument();
  });

  it('narrows wards by sub-county and keeps the filters in the URL', async () => {
    const { calls } = stubApi(api);
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    await screen.findByText('3 projects match', undefined, { timeout: 10_000 });
    const subCounty = screen.getByRole('combobox', { name: 'Sub-county' });
    await waitFor(() =>
      expect(within(subCounty).getByRole('option', { name: 'Kaiti (1)' })).toBeInTheDocument(),
    );
    await user.selectOptions(subCounty, 'Kaiti');

    expect(screen.getByTestId('location')).toHaveTextContent('/?subCounty=Kaiti');
    expect(await screen.findByText('1 project matches')).toBeInTheDocument();
    const ward = screen.getByRole('combobox', { name: 'Ward' });
    expect(
      within(ward)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All wards', 'Kee (1)']);
    expect(
      calls.some(
        (u) => u.pathname === '/api/v1/projects/summary' && u.search === '?subCounty=Kaiti',
      ),
    ).toBe(true);
    expect(screen.getByTestId('export-xlsx')).toHaveAttribute(
      'href',
      '/api/v1/projects/export.xlsx?subCounty=Kaiti',
    );

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('reads a shared link and sorts by a column', async () => {
    const { calls } = stubApi(api);
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <HomePage /> }], '/?state=stalled&sort=-budget');
    await screen.findByText('3 projects match', undefined, { timeout: 10_000 });
    expect(screen.getByRole('checkbox', { name: /Stalled/ })).toBeChecked();
    const table = within(screen.getByTestId('widget-projects'));
    expect(await table.findByRole('columnheader', { name: /Budget/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(
      calls.some(
        (u) => u.pathname === '/api/v1/projects' && u.search === '?state=stalled&sort=-budget',
      ),
    ).toBe(true);

    await user.click(
      within(table.getByRole('columnheader', { name: /Budget/ })).getByRole('button'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/?state=stalled&sort=budget');
  });

  it('lists the projects as cards on a phone, with a select to sort by', async () => {
    // A phone-wide screen: only the projects widget's query matches.
    vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
      const list = new EventTarget() as MediaQueryList;
      return Object.assign(list, {
        matches: query === PROJECT_CARDS_QUERY,
        media: query,
        onchange: null,
      });
    });
    stubApi(api);
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <HomePage /> }], '/?state=stalled&sort=-budget');
    await screen.findByText('3 projects match', undefined, { timeout: 10_000 });
    const widget = within(screen.getByTestId('widget-projects'));
    const cards = await widget.findByRole('list', { name: 'Projects' });
    expect(widget.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(projects.length);
    const first = projects[0];
    if (!first) throw new Error('no fixture project');
    expect(within(cards).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/projects/${encodeURIComponent(first.code)}`,
    );
    expect(items[0]).toHaveTextContent(first.code);
    expect(items[0]).toHaveTextContent('Budget');

    const sortBy = widget.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Budget, descending');
    await user.selectOptions(sortBy, 'Paid, ascending');
    expect(screen.getByTestId('location')).toHaveTextContent('/?state=stalled&sort=paid');
  });

  it('offers to reset the filters when nothing matches', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/v1/projects/summary') {
        return { body: summary({ totals: { projects: 0, budget: 0, contractSum: 0, paid: 0 } }) };
      }
      if (url.pathname === '/api/v1/projects') return { body: projectsPage([]) };
      return api(url);
    });
    await renderRoutes([{ path: '/', element: <HomePage /> }], '/?q=nothing');
    expect(
      await screen.findAllByText('No projects match these filters.', undefined, {
        timeout: 10_000,
      }),
    ).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Reset filters' }).length).toBeGreaterThan(1);
  });

  it('shows an error with a retry that loads again', async () => {
    let failing = true;
    stubApi((url) => {
      if (url.pathname === '/api/v1/projects' && failing) {
        return {
          status: 500,
          body: {
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'Something went wrong',
          },
        };
      }
      return api(url);
    });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const table = await screen.findByTestId('widget-projects', undefined, { timeout: 10_000 });
    expect(
      await within(table).findByRole('alert', undefined, { timeout: 10_000 }),
    ).toHaveTextContent('500: Something went wrong');
    failing = false;
    await user.click(within(table).getByRole('button', { name: 'Try again' }));
    expect(
      await within(table).findByRole('link', { name: 'Desilting of Mbitini earth dam' }),
    ).toBeInTheDocument();
  });
});

describe('Home dashboard on a phone', { timeout: 30_000 }, () => {
  setupApiTests();

  it('fetches the ward outlines only once the map comes near the screen', async () => {
    // Nothing is near until the test says so: the widgets below the first screen stay unbuilt.
    const viewport = stubIntersectionObserver();
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { calls } = stubApi(api);
    await renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    await screen.findByTestId('filtered-total');
    await waitFor(() =>
      expect(calls.some((u) => u.pathname === '/api/v1/projects/summary')).toBe(true),
    );
    expect(calls.some((u) => u.pathname === '/api/v1/boundaries')).toBe(false);

    // The map's placeholder comes near: the widget is built and asks for the outlines.
    act(() => viewport.bringAllNear());
    await waitFor(() => expect(calls.some((u) => u.pathname === '/api/v1/boundaries')).toBe(true));
    expect(await screen.findByTestId('widget-map')).toBeInTheDocument();
  });
});
