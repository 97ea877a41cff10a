import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server, setupMockServer } from '@/testing/mock-server';
import { stubWideScreen } from '@/testing/wide-screen';
import ChatPage from './chat-page';

setupMockServer({ namespaces: ['chat'] });

const renderChat = () => renderWithProviders(<ChatPage />, { path: '/chat', route: '/chat' });

beforeEach(stubWideScreen);

describe('ChatPage', () => {
  it('lists chats and contacts with their status, and searches both', async () => {
    const user = userEvent.setup();
    renderChat();
    const chats = await screen.findByTestId('chat-list');
    expect(within(chats).getByText('Ndinda Wambua')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('chat-list-pinned')).getByText('Musyoka Mutua'),
    ).toBeInTheDocument();
    const contacts = screen.getByTestId('contact-list');
    expect(within(contacts).getAllByTestId('chat-contact')).toHaveLength(8);
    expect(within(contacts).getAllByText('Do not disturb').length).toBeGreaterThan(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search contacts and chats' }), 'kyalo');
    expect(screen.queryByTestId('chat-list')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('contact-list')).getAllByTestId('chat-contact')).toHaveLength(
      1,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts and chats' }), 'zzz');
    expect(screen.getByText('No contact or chat matches “kyalozzz”.')).toBeInTheDocument();
  });

  it("changes the user's own status, active at first", async () => {
    const user = userEvent.setup();
    renderChat();
    const status = await screen.findByRole('combobox', { name: 'My status' });
    expect(status).toHaveValue('active');
    await user.selectOptions(status, 'away');
    expect(status).toHaveValue('away');
  });

  it('takes a message back and says so when sending fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/app/chat/send-message', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderChat();
    await user.click(await screen.findByRole('button', { name: /Kyalo Mbithi/ }));
    const input = screen.getByRole('textbox', { name: 'Message to Kyalo Mbithi' });
    await user.type(input, 'Hello{Enter}');
    expect(
      await screen.findByText(
        'The message could not be sent, so it was taken back. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('chat-message')).not.toBeInTheDocument();
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
  });
});
