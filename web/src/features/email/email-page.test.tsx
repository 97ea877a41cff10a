import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server, setupMockServer } from '@/testing/mock-server';
import EmailPage from './email-page';
import { stubWideScreen } from './testing/wide-screen';

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
    // The inbox fails once; the sidebar's label lists still load.
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
});
