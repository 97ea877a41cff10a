import { STARRED_BOOKMARKS_CAP } from '@app/common/apps/bookmarks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerMockService, resetMockService } from '@/lib/mock-service';
import { server, setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import { resetAfterLoad } from './hooks/use-after-load';
import NavbarBookmarks from './navbar-bookmarks';
import { resetFirstInteraction } from './hooks/use-first-interaction';
import BookmarksBar from './components/bookmarks-bar';
import { clearStarMenuRequest, requestStarMenu } from './lib/star-request';

setupMockServer({ namespaces: ['search'] });

// The sample data starts with nine starred pages, in this order.
const INITIALLY_STARRED = [
  'Projects Dashboard',
  'Analytics Dashboard',
  'About the data',
  'Email',
  'Chat',
  'Todo',
  'Calendar',
  'Data List View',
  'User List',
];

const requests: string[] = [];
let starts = 0;

beforeAll(async () => {
  await import('./components/bookmarks-bar');
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

beforeEach(() => {
  requests.length = 0;
  starts = 0;
  resetAfterLoad();
  registerMockService(() => {
    starts += 1;
    return Promise.resolve();
  });
});

afterEach(() => {
  resetMockService();
});

const barTitles = () =>
  within(screen.getByTestId('bookmark-bar'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

async function renderBookmarks() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<NavbarBookmarks idleLoadMs={0} />);
  await waitFor(() => expect(screen.getByTestId('bookmark-bar')).toBeInTheDocument(), {
    timeout: 4000,
  });
  return { user, ...view };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add or remove bookmarks' }));
  return screen.findByTestId('bookmarks-pages');
}

// Generous time: these tests drive many renders through the mock service.
describe('NavbarBookmarks', { timeout: 30_000 }, () => {
  it('starts the mock service and loads bookmarks only after the page has loaded', async () => {
    renderWithProviders(<NavbarBookmarks idleLoadMs={0} />);
    // First render: nothing fetched, nothing started.
    expect(starts).toBe(0);
    expect(requests).toEqual([]);
    // Only the stand-in star shows.
    expect(screen.getByTestId('bookmarks-stand-in')).toHaveAccessibleName(
      'Add or remove bookmarks',
    );
    expect(screen.queryByTestId('bookmark-bar')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('bookmark-bar')).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(starts).toBe(1);
    expect(requests).toEqual(['GET /api/search/bookmarks/data']);
  });

  it('shows the starred pages as labelled icon links', async () => {
    await renderBookmarks();
    expect(barTitles()).toEqual(INITIALLY_STARRED);
    const nav = screen.getByRole('navigation', { name: 'Bookmarks' });
    // Phones (< 576px) get only the star menu.
    expect(nav).toHaveClass('d-none', 'd-sm-flex');
    expect(within(nav).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      '/email/inbox',
    );
    expect(within(nav).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'data-tooltip',
      'Email',
    );
  });

  it('stars and unstars pages from the menu', async () => {
    const { user } = await renderBookmarks();
    const pages = await openMenu(user);
    expect(
      screen.getByText(`9 of ${STARRED_BOOKMARKS_CAP} places in the bar are taken`),
    ).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Star Shop' }));
    expect(barTitles()).toEqual([...INITIALLY_STARRED, 'Shop']);
    expect(within(pages).getByRole('button', { name: 'Unstar Shop' })).toHaveFocus();
    await waitFor(() => expect(requests).toContain('POST /api/update/bookmarks'));

    await user.click(within(pages).getByRole('button', { name: 'Unstar Chat' }));
    expect(barTitles()).toEqual([...INITIALLY_STARRED.filter((title) => title !== 'Chat'), 'Shop']);
  });

  it('filters the menu without regard to case or accents', async () => {
    const { user } = await renderBookmarks();
    const pages = await openMenu(user);
    await user.type(screen.getByRole('searchbox', { name: 'Filter pages…' }), 'LÍST');
    const rows = within(pages).getAllByTestId('bookmark-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Wish List',
      'Data List View',
      'User List',
    ]);
    expect(rows[0]?.querySelector('mark')).toHaveTextContent('List');

    await user.clear(screen.getByRole('searchbox', { name: 'Filter pages…' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter pages…' }), 'zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
  });

  it('keeps the 11th starred page waiting and promotes it when a place frees up', async () => {
    const { user } = await renderBookmarks();
    const pages = await openMenu(user);
    await user.click(within(pages).getByRole('button', { name: 'Star Shop' }));
    expect(barTitles()).toHaveLength(STARRED_BOOKMARKS_CAP);
    expect(screen.queryByTestId('bookmarks-overflow')).not.toBeInTheDocument();

    // The 11th waits in the overflow list, under its heading, and not in the bar.
    await user.click(within(pages).getByRole('button', { name: 'Star Formik' }));
    const overflow = screen.getByTestId('bookmarks-overflow');
    expect(
      within(overflow).getByRole('heading', { name: 'Waiting for a free place' }),
    ).toBeInTheDocument();
    expect(within(overflow).getByRole('link', { name: 'Formik' })).toBeInTheDocument();
    expect(barTitles()).toHaveLength(STARRED_BOOKMARKS_CAP);
    expect(barTitles()).not.toContain('Formik');
    expect(within(pages).queryByRole('link', { name: 'Formik' })).not.toBeInTheDocument();
    // The star button moved with its row and kept the focus.
    expect(within(overflow).getByRole('button', { name: 'Unstar Formik' })).toHaveFocus();

    // Unstarring a page in the bar promotes the waiting one.
    await user.click(within(pages).getByRole('button', { name: 'Unstar Todo' }));
    expect(barTitles()).toHaveLength(STARRED_BOOKMARKS_CAP);
    expect(barTitles()).toContain('Formik');
    expect(barTitles()).not.toContain('Todo');
    expect(barTitles().at(-1)).toBe('Formik');
    expect(screen.queryByTestId('bookmarks-overflow')).not.toBeInTheDocument();

    // The server agrees after a reload.
    await waitFor(() => expect(requests.filter((r) => r.startsWith('POST'))).toHaveLength(3));
    const response = await fetch(new Request('/api/search/bookmarks/data'));
    const body = (await response.json()) as { searchResult: { title: string; starred: boolean }[] };
    const starred = body.searchResult.filter((b) => b.starred).map((b) => b.title);
    expect(starred.slice(0, STARRED_BOOKMARKS_CAP)).toEqual(barTitles());
  });

  it('puts the change back and says so when saving fails', async () => {
    server.use(
      http.post('/api/update/bookmarks', () =>
        HttpResponse.json({ error: 'Mock service failure' }, { status: 500 }),
      ),
    );
    const { user } = await renderBookmarks();
    const pages = await openMenu(user);
    await user.click(within(pages).getByRole('button', { name: 'Star Shop' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“Shop” could not be saved, so the change was undone.');
    expect(barTitles()).toEqual(INITIALLY_STARRED);
    expect(within(pages).getByRole('button', { name: 'Star Shop' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains when the bookmarks cannot load', async () => {
    resetMockService();
    registerMockService(() => Promise.reject(new Error('no service workers')));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NavbarBookmarks idleLoadMs={0} />);
    const toggle = await screen.findByRole(
      'button',
      { name: 'Add or remove bookmarks' },
      { timeout: 4000 },
    );
    await user.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bookmarks could not be loaded.');
    expect(alert).toHaveTextContent('Sample pages need service workers.');
    expect(screen.queryByTestId('bookmark-bar')).not.toBeInTheDocument();
  });

  it("shows bookmarks under the app's titles and leaves out pages it cannot open", async () => {
    // What the navbar passes: the title of a page the role may open, null for any other.
    const titles: Record<string, string> = { '/': 'Home', '/about': 'About', '/chat': 'Messages' };
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <NavbarBookmarks
        idleLoadMs={0}
        pageOf={(link) => (titles[link] ? { title: titles[link] } : null)}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('bookmark-bar')).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(barTitles()).toEqual(['Home', 'About', 'Messages']);
    const pages = await openMenu(user);
    expect(
      within(pages)
        .getAllByTestId('bookmark-row')
        .map((row) => row.textContent),
    ).toEqual(['Home', 'About', 'Messages']);
    expect(
      screen.getByText(`3 of ${STARRED_BOOKMARKS_CAP} places in the bar are taken`),
    ).toBeInTheDocument();
  });

  it("opens the menu for a press that lands between the bar's first render and its mount", async () => {
    clearStarMenuRequest();
    // Rendered after the bar in the same pass: the press comes once the bar has read the request.
    function PressDuringRender() {
      requestStarMenu();
      return null;
    }
    renderWithProviders(
      <>
        <BookmarksBar />
        <PressDuringRender />
      </>,
    );
    expect(
      await screen.findByTestId('bookmarks-pages', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add or remove bookmarks' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('pressing the stand-in star loads the bar and opens its menu, focus on the star', async () => {
    resetFirstInteraction();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NavbarBookmarks idleLoadMs={60_000} />);
    const standIn = screen.getByTestId('bookmarks-stand-in');
    expect(starts).toBe(0);
    await user.click(standIn);
    expect(
      await screen.findByTestId('bookmarks-pages', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(starts).toBe(1);
    const star = screen.getByRole('button', { name: 'Add or remove bookmarks' });
    expect(star).toHaveAttribute('aria-expanded', 'true');
    expect(star).toHaveFocus();
    expect(screen.queryByTestId('bookmarks-stand-in')).not.toBeInTheDocument();
  });

  it('keeps the menu open when the bar opens it before the press that asked for it ends', async () => {
    resetFirstInteraction();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NavbarBookmarks idleLoadMs={60_000} />);
    // Pressed, not yet released: the bar loads and opens its menu in between.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByTestId('bookmarks-stand-in') });
    expect(
      await screen.findByTestId('bookmarks-pages', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    const star = screen.getByRole('button', { name: 'Add or remove bookmarks' });
    // The release, and the click that ends the press, land on the bar's own star.
    fireEvent.pointerUp(star);
    fireEvent.click(star, { detail: 1 });
    await new Promise((resolve) => setTimeout(resolve));
    expect(star).toHaveAttribute('aria-expanded', 'true');
    // The next click is the visitor's own: it closes the menu.
    await user.click(star);
    expect(star).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press the browser cancels (a scroll began) leaves the next click alone', async () => {
    resetFirstInteraction();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NavbarBookmarks idleLoadMs={60_000} />);
    fireEvent.pointerDown(screen.getByTestId('bookmarks-stand-in'));
    expect(
      await screen.findByTestId('bookmarks-pages', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    const star = screen.getByRole('button', { name: 'Add or remove bookmarks' });
    fireEvent.pointerCancel(star);
    await new Promise((resolve) => setTimeout(resolve));
    // The visitor's next press on the star closes the menu.
    await user.click(star);
    expect(star).toHaveAttribute('aria-expanded', 'false');
  });
});
