import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server, setupMockServer } from '@/testing/mock-server';
import { stubWideScreen } from '@/testing/wide-screen';
import EmailPage from './email-page';

setupMockServer({ namespaces: ['email'] });

const renderEmail = (route = '/email/inbox') =>
  renderWithProviders(<EmailPage />, { path: '/email/:folder', route });

beforeEach(stubWideScreen);

describe('EmailPage', () => {
  it('lists the folder newest first, searches it and shows the empty state', async () => {
    const user = userEvent.setup();
    renderEmail('/email/inbox');
    const list = await screen.findByRole('list', { name: 'Mails' });
    const times = within(list)
      .getAllByRole('time')
      .map((time) => Date.parse(time.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(screen.getByText('14 mails')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search mail' });
    await user.type(search, 'borehole');
    expect(within(list).getAllByTestId('mail-row')).toHaveLength(1);
    await user.type(search, ' nowhere');
    expect(await screen.findByText('No mail matches “borehole nowhere”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findAllByTestId('mail-row')).toHaveLength(14);
  });

  it('selects all and none, and moving the selection clears it', async () => {
    const user = userEvent.setup();
    renderEmail('/email/spam');
    await screen.findAllByTestId('mail-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select all mails' }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select none' }));
    expect(screen.queryByText('4 selected')).not.toBeInTheDocument();

    const [first] = screen.getAllByTestId('mail-row');
    if (!first) throw new Error('no mail');
    await user.click(within(first).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(screen.getAllByTestId('mail-row')).toHaveLength(3));
    expect(screen.getByText('3 mails')).toBeInTheDocument();
  });

  it('opens a mail with hostile markup as harmless text, and goes back to the list', async () => {
    const user = userEvent.setup();
    renderEmail('/email/spam');
    const row = (await screen.findAllByTestId('mail-row')).find((item) =>
      item.textContent?.includes('Urgent: verify your mailbox'),
    );
    if (!row) throw new Error('no sample phishing mail');
    await user.click(row.querySelector('button.mail-open') as HTMLElement);
    const view = await screen.findByRole('region', {
      name: 'Urgent: verify your mailbox (sample spam)',
    });
    expect(view).toHaveTextContent('Click here to keep your mailbox.');
    expect(view.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await user.click(within(view).getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('list', { name: 'Mails' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the mails cannot be loaded', async () => {
    const user = userEvent.setup();
    // The inbox fails once; the sidebar's counts still load.
    let failed = false;
    server.use(
      http.get('/api/email/mails', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('filter') !== 'inbox') return undefined;
        failed = true;
        return HttpResponse.json({ error: 'down' }, { status: 500 });
      }),
    );
    renderEmail();
    expect(await screen.findByText('The mails could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('mail-row')).toHaveLength(14);
  });

  it('sends an unknown folder to the inbox', async () => {
    const { router } = renderEmail('/email/archive');
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/inbox'));
    expect(await screen.findAllByTestId('mail-row')).toHaveLength(14);
  });

  it('gets every folder and label count from one call, and no list per label', async () => {
    const paths: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      paths.push(url.pathname + url.search);
    };
    server.events.on('request:start', onRequest);
    try {
      renderEmail('/email/inbox');
      await screen.findAllByTestId('mail-row');
      const folders = screen.getByRole('navigation', { name: 'Folders' });
      const inbox = within(folders).getByRole('link', { name: /^Inbox/ });
      await waitFor(() => expect(inbox).toHaveTextContent(/\d+ unread/));
      expect(paths.filter((path) => path.startsWith('/api/email/counts'))).toHaveLength(1);
      expect(paths.filter((path) => path.startsWith('/api/email/mails'))).toEqual([
        '/api/email/mails?filter=inbox',
      ]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('e opens the folder menu for the mail under the cursor; Escape gives the focus back', async () => {
    const user = userEvent.setup();
    renderEmail('/email/inbox');
    const [first] = await screen.findAllByTestId('mail-row');
    if (!first) throw new Error('no mail');
    const subject = first.querySelector('.mail-subject')?.textContent ?? '';
    await user.keyboard('j');
    const open = first.querySelector('button.mail-open');
    expect(open).toHaveFocus();

    await user.keyboard('e');
    const menu = await screen.findByRole('menu', { name: 'Move the mail to' });
    const items = within(menu).getAllByRole('menuitem');
    // The folders other than the mail's own.
    expect(items.map((item) => item.textContent)).toEqual(['Spam', 'Trash']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    expect(screen.getAllByTestId('mail-row')).toHaveLength(14);

    // Enter on a folder moves the mail there and the cursor goes on to the next mail.
    await user.keyboard('e');
    await screen.findByRole('menu', { name: 'Move the mail to' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('mail-row')).toHaveLength(13));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('mail-row')[0]?.querySelector('.mail-open')).toHaveFocus(),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', {
        name: /^Spam/,
      }),
    );
    await waitFor(() =>
      expect(
        screen.getAllByTestId('mail-row').some((row) => row.textContent?.includes(subject)),
      ).toBe(true),
    );
  });

  it('the Move button opens the same menu for the selection', async () => {
    const user = userEvent.setup();
    renderEmail('/email/spam');
    const rows = await screen.findAllByTestId('mail-row');
    for (const row of rows.slice(0, 2)) await user.click(within(row).getByRole('checkbox'));
    const button = screen.getByRole('button', { name: 'Move to folder' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu', { name: 'Move 2 mails to' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Inbox', 'Trash']);
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('e');
    const again = await screen.findByRole('menu', { name: 'Move 2 mails to' });
    await user.click(within(again).getByRole('menuitem', { name: 'Inbox' }));
    await waitFor(() => expect(screen.getAllByTestId('mail-row')).toHaveLength(rows.length - 2));
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });
});
