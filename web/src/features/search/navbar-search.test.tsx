import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House, Users } from 'lucide-react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerMockService, resetMockService } from '@/lib/mock-service';
import { server, setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import NavbarSearch from './navbar-search';
import type { SearchPage } from './types';

setupMockServer({ namespaces: ['search'] });

const pages: SearchPage[] = [
  { id: 'home', title: 'Home', link: '/', icon: House },
  { id: 'analytics', title: 'Analytics', link: '/analytics' },
  { id: 'users', title: 'User List', link: '/pages/user/list', icon: Users },
  { id: 'data', title: 'Data List View', link: '/data-list/list-view' },
  { id: 'todo', title: 'Todo List', link: '/todo/all' },
  { id: 'wish', title: 'Wish List', link: '/ecommerce/wishlist' },
  { id: 'report', title: 'Relatório de Gestão', link: '/pages/report' },
];

const requests: string[] = [];

beforeAll(async () => {
  // Load the lazy dialog once, so each test measures behaviour, not compiling.
  await import('./components/search-overlay');
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url).pathname);
  });
});

/** The real API's answers, as far as the search reads them. */
const META = {
  subCounties: [
    {
      name: 'Kilome',
      code: '084',
      wards: [
        { name: 'Kasikeu', code: '0417' },
        { name: 'Mukaa', code: '0418' },
      ],
    },
  ],
  departments: [{ id: 'health', name: 'Health Services' }],
};
const PROJECTS = [
  { code: 'MKN-2018-00017', title: 'Tarmacking of Kasikeu town roads', ward: 'Kasikeu' },
  { code: 'MKN-2019-00002', title: 'Mukaa dispensary maternity wing', ward: 'Mukaa' },
].map((p) => ({
  ...p,
  state: 'ongoing',
  department: 'Roads',
  subCounty: 'Kilome',
  contractor: null,
}));
const projectQueries: string[] = [];

beforeEach(() => {
  requests.length = 0;
  projectQueries.length = 0;
  registerMockService(() => Promise.resolve());
  server.use(
    http.get('/api/v1/meta', () => HttpResponse.json(META)),
    http.get('/api/v1/projects', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q') ?? '';
      const ward = params.get('ward');
      if (ward === null) projectQueries.push(q);
      const items = PROJECTS.filter((p) =>
        ward === null ? p.title.toLowerCase().includes(q.toLowerCase()) : p.ward === ward,
      );
      return HttpResponse.json({
        items,
        total: items.length,
        totalRelation: 'eq',
        page: 1,
        limit: 4,
        pages: items.length > 0 ? 1 : 0,
        sort: 'code',
        dataVersion: '1-test',
      });
    }),
  );
});

afterEach(() => {
  resetMockService();
});

async function openSearch() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<NavbarSearch pages={pages} />);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const input = await screen.findByRole('combobox', { name: 'Search' });
  return { user, input, ...view };
}

type GroupId = 'pages' | 'places' | 'projects' | 'files' | 'contacts';
const group = (id: GroupId) => screen.getByTestId(`search-group-${id}`);
const optionsIn = (id: GroupId) => within(group(id)).queryAllByRole('option');

// Generous time: these tests type into a dialog that renders a dozen results per key.
describe('NavbarSearch', { timeout: 30_000 }, () => {
  it('fetches nothing until the search opens', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NavbarSearch pages={pages} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests).toContain('/api/main-search/data'));
  });

  it('is an ARIA combobox that focuses on open', async () => {
    const { input } = await openSearch();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('suggests pages and places before a query; Files and Contacts, 4 at most, for one', async () => {
    const { user, input } = await openSearch();
    await waitFor(() => expect(optionsIn('places')).toHaveLength(1));
    expect(optionsIn('pages')).toHaveLength(4);
    expect(screen.queryByTestId('search-group-files')).not.toBeInTheDocument();
    expect(screen.queryByTestId('search-group-contacts')).not.toBeInTheDocument();
    expect(within(group('pages')).getByText('Pages')).toBeInTheDocument();

    // Seven pages contain "list" or "l": still 4; all eight sample files match "sample".
    await user.type(input, 'list');
    expect(optionsIn('pages')).toHaveLength(4);
    await user.clear(input);
    await user.type(input, 'sample');
    await waitFor(() => expect(optionsIn('files')).toHaveLength(4));
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(12);
  });

  it('matches without regard to case or accents and marks the match', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'GESTAO');
    const [option] = optionsIn('pages');
    expect(option).toHaveTextContent('Relatório de Gestão');
    expect(option?.querySelector('mark')).toHaveTextContent('Gestão');
  });

  it('hides empty groups and says "No results found" once', async () => {
    const { user, input } = await openSearch();
    await waitFor(() => expect(optionsIn('places')).toHaveLength(1));
    await user.type(input, 'zzzz');
    // One line + the live region, once the API has answered for projects.
    await waitFor(() => expect(screen.getAllByText('No results found')).toHaveLength(2));
    for (const id of ['pages', 'places', 'projects', 'files', 'contacts']) {
      expect(screen.queryByTestId(`search-group-${id}`)).not.toBeInTheDocument();
    }
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
    // Only the full results page is left to offer (it also searches the knowledge base).
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'See all results for “zzzz”',
    ]);
  });

  it('finds a ward and the API’s projects, and offers every result on the search page', async () => {
    const { user, input, router } = await openSearch();
    await user.type(input, 'Kasikeu');
    await waitFor(() => expect(optionsIn('places')).toHaveLength(1));
    expect(optionsIn('places')[0]).toHaveTextContent('KasikeuWard in Kilome');
    await waitFor(() => expect(optionsIn('projects')).toHaveLength(1));
    expect(optionsIn('projects')[0]).toHaveTextContent('Tarmacking of Kasikeu town roads');
    // The project is in the ward the words name, and says so.
    expect(optionsIn('projects')[0]).toHaveTextContent('In the ward');
    // Typing is debounced: the API was asked once, for the whole word.
    await waitFor(() => expect(projectQueries).toEqual(['Kasikeu']));

    await user.click(optionsIn('places')[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?ward=Kasikeu');
  });

  it('opens the search page for the query from "See all results"', async () => {
    const { user, input, router } = await openSearch();
    await user.type(input, 'mukaa dispensary');
    await user.click(screen.getByRole('option', { name: /See all results/ }));
    expect(router.state.location.pathname).toBe('/pages/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('mukaa dispensary');
  });

  it('moves across all groups with the arrow keys', async () => {
    const { user, input } = await openSearch();
    await waitFor(() => expect(optionsIn('places')).toHaveLength(1));
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const firstPage = optionsIn('pages')[0];
    expect(input).toHaveAttribute('aria-activedescendant', firstPage?.id);
    expect(firstPage).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const place = optionsIn('places')[0];
    expect(input).toHaveAttribute('aria-activedescendant', place?.id);
    expect(firstPage).toHaveAttribute('aria-selected', 'false');

    // Wraps around both ends.
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', firstPage?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', place?.id);
  });

  it('opens a page with Enter, closes and returns focus to the button', async () => {
    const { user, input, router } = await openSearch();
    await user.type(input, 'todo');
    // The first result is active as soon as there is a query.
    expect(input).toHaveAttribute('aria-activedescendant', optionsIn('pages')[0]?.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/todo/all');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('opens a page on click', async () => {
    const { user, input, router } = await openSearch();
    await user.type(input, 'analytics');
    await user.click(within(group('pages')).getByRole('option', { name: 'Analytics' }));
    expect(router.state.location.pathname).toBe('/analytics');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user } = await openSearch();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the details of a file or contact on Enter; Escape goes back to the results', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'mwende');
    await waitFor(() => expect(optionsIn('contacts')).toHaveLength(1));
    await user.keyboard('{Enter}');
    const detail = screen.getByTestId('search-detail');
    expect(within(detail).getByRole('heading', { name: 'Mwende Kioko' })).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Send an email' })).toHaveAttribute(
      'href',
      'mailto:mwende.kioko@makueni.example',
    );
    expect(within(detail).getByRole('button', { name: 'Back to results' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('search-detail')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'budget');
    await waitFor(() => expect(optionsIn('files')).toHaveLength(1));
    // The file is the first option (the last is "See all results").
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Finance and Planning')).toBeInTheDocument();
  });

  it('opens with "/" and with Ctrl+K, but "/" typed in a field stays a character', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <>
        <input aria-label="Other field" />
        <NavbarSearch pages={pages} />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Other field' }));
    await user.keyboard('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Other field' })).toHaveValue('/');

    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it('still searches pages when the mock service cannot start, and says why files are missing', async () => {
    resetMockService();
    registerMockService(() => Promise.reject(new Error('no service workers')));
    const { user, input } = await openSearch();
    await user.type(input, 'list');
    expect(optionsIn('pages')).toHaveLength(4);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Files and contacts could not be loaded.');
    expect(alert).toHaveTextContent('Sample pages need service workers.');
    expect(
      within(group('files')).getByText('Files and contacts could not be loaded.'),
    ).toBeInTheDocument();
  });

  it('uses the Pages group of the search data when no pages are passed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NavbarSearch />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox');
    await user.type(input, 'calendar');
    await waitFor(() => expect(optionsIn('pages')).toHaveLength(1));
    expect(optionsIn('pages')[0]).toHaveTextContent('Calendar');
  });
});
