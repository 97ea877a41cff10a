import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UsageAnswer } from '@app/common/staff';
import { provideStaffTokens } from '@/lib/api/staff-token';
import { server, setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import AnalyticsPage from './analytics-page';

setupMockServer({ namespaces: ['staff'] });
afterEach(() => provideStaffTokens(null));

const ROUTE = '/analytics?range=7d';

/** Opens the page signed in with `token`, the server answering the usage call with `answer`. */
function openWith(answer: () => Response, token: string | null = 'tok') {
  provideStaffTokens({ accessToken: async () => token, renew: async () => null });
  const calls: (string | null)[] = [];
  server.use(
    http.get('/api/v1/usage', ({ request }) => {
      calls.push(request.headers.get('Authorization'));
      return answer();
    }),
  );
  renderWithProviders(<AnalyticsPage />, { path: '/analytics', route: ROUTE });
  return calls;
}

const refusal = (statusCode: 401 | 403, message: string) =>
  HttpResponse.json(
    { statusCode, error: statusCode === 401 ? 'Unauthorized' : 'Forbidden', message },
    { status: statusCode },
  );

const figures = (): UsageAnswer => ({
  from: '2026-11-20',
  to: '2026-11-26',
  totals: { pageViews: 1234, apiCalls: 56, downloads: 7, searches: 8 },
  daily: [{ day: '2026-11-26', pageViews: 1234, apiCalls: 56, downloads: 7, searches: 8 }],
  pages: [{ key: '/about', count: 1234 }],
  api: [{ key: '/api/v1/projects', count: 56 }],
  downloads: [{ key: 'csv', count: 7 }],
  searches: [{ key: 'kasikeu', count: 8 }],
  projects: [],
});

describe('Analytics page', () => {
  it('asks an expired session to sign in again and comes back to the same range', async () => {
    const calls = openWith(() => refusal(401, 'The session has ended.'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sign in as county staff')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'County staff sign-in' })).toHaveAttribute(
      'href',
      `/pages/login?redirect=${encodeURIComponent(ROUTE)}`,
    );
    // The call went with the stored token; the figures and the CSV button are not offered.
    expect(calls).toEqual(['Bearer tok']);
    expect(screen.queryByText('Page views')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  });

  it('tells a staff member without the administrator role what the page holds back', async () => {
    openWith(() => refusal(403, 'Administrators only.'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not allowed')).toBeVisible();
    expect(within(alert).getByText('The usage figures are for administrators.')).toBeVisible();
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('offers a retry when the server fails, and shows the figures once it answers', async () => {
    let failing = true;
    openWith(() =>
      failing
        ? HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
            { status: 500 },
          )
        : HttpResponse.json(figures()),
    );
    expect(await screen.findByText('Could not load the figures')).toBeVisible();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('usage-total-pageViews')).toHaveTextContent('1,234');
    expect(screen.queryByText('Could not load the figures')).toBeNull();
  });
});
