import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server, setupMockServer } from '@/testing/mock-server';
import { stubWideScreen } from '@/testing/wide-screen';
import CalendarPage from './calendar-page';

// FullCalendar itself is exercised in the browser tests; here the page around it.
vi.mock('./components/calendar-view', () => ({
  CalendarView: ({ events }: { events: { title: string }[] }) => (
    <ul aria-label="events">
      {events.map((event) => (
        <li key={event.title}>{event.title}</li>
      ))}
    </ul>
  ),
}));

setupMockServer({ namespaces: ['calendar'] });

beforeEach(stubWideScreen);

describe('CalendarPage', () => {
  it('shows the events, filtered by the sidebar’s labels', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarPage />, { path: '/calendar' });
    expect(await screen.findAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByLabelText('Business'));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    await user.click(screen.getByLabelText('View all'));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByLabelText('View all'));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('No label is selected: tick one to see its events.')).toBeVisible();
  });

  it('shows the error with a retry when the events cannot be loaded', async () => {
    server.use(
      http.get('/api/apps/calendar/events', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderWithProviders(<CalendarPage />, { path: '/calendar' });
    expect(await screen.findByText('The events could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
