import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Account } from '@app/common/staff';
import { provideStaffTokens } from '@/lib/api/staff-token';
import { rootReducer } from '@/lib/store/root-reducer';
import { makeStore, type RootState } from '@/lib/store/store';
import { server, setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import ProfilePage from './profile-page';
import AccountSettingsPage from './settings/account-settings-page';

setupMockServer({ namespaces: ['account'] });
afterEach(() => provideStaffTokens(null));

const account: Account = {
  sub: 'e-1',
  name: 'Test Editor',
  email: 'editor@makueni.test',
  role: 'editor',
  provider: 'embedded',
  managedHere: true,
  createdAt: '2026-01-05T08:00:00.000Z',
  settings: { notifications: { imports: true, edits: true, weeklySummary: false } },
  recent: [
    {
      id: 7,
      at: '2026-03-01T10:30:00.000Z',
      actor: { sub: 'e-1', name: 'Test Editor', role: 'editor' },
      action: 'project.update',
      target: 'MKN-0001',
      before: null,
      after: null,
      details: null,
    },
  ],
};

type AuthState = NonNullable<RootState['auth']>;
// The shell injects the auth slice before any page; pages only read it. A read-only stand-in
// here, so this test needs no other feature.
rootReducer.inject({
  reducerPath: 'auth',
  reducer: (state: AuthState = { userRole: 'admin', user: null, status: 'anonymous' }) => state,
});

/** A store as the shell leaves it: the auth state with `user` signed in (or nobody). */
function storeWith(user: AuthState['user']) {
  return makeStore({
    auth: { userRole: user?.role ?? 'admin', user, status: user ? 'authenticated' : 'anonymous' },
  });
}

function signedIn(kind: 'oidc' | 'jwt') {
  if (kind === 'oidc')
    provideStaffTokens({ accessToken: async () => 'tok', renew: async () => null });
  return storeWith({
    id: 0,
    name: kind === 'oidc' ? 'Test Editor' : 'Mwende Kioko',
    email: kind === 'oidc' ? 'editor@makueni.test' : 'demo@makueni.example',
    role: 'editor',
    loggedInWith: kind,
  });
}

function serveAccount() {
  const calls: Array<{ url: string; auth: string | null; body?: unknown }> = [];
  server.use(
    http.get('/api/v1/account', ({ request }) => {
      calls.push({ url: request.url, auth: request.headers.get('authorization') });
      return HttpResponse.json(account);
    }),
    http.get('/api/v1/auth/config', () =>
      HttpResponse.json({
        provider: 'embedded',
        authority: 'http://localhost:3000/oidc',
        clientId: 'portal',
        redirectPath: '/pages/login',
        postLogoutPath: '/',
        scope: 'openid',
        rolesClaim: 'roles',
      }),
    ),
    http.post('/api/v1/account/password', async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      calls.push({ url: request.url, auth: request.headers.get('authorization'), body });
      if (body.currentPassword !== 'Editor-pass-2026!') {
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'currentPassword: is not right',
            issues: [{ field: 'currentPassword', message: 'is not right' }],
          },
          { status: 400 },
        );
      }
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('profile page', () => {
  it('shows the staff member, role, how they signed in and recent actions from the API', async () => {
    const calls = serveAccount();
    renderWithProviders(<ProfilePage />, { store: signedIn('oidc') });
    const identity = await screen.findByTestId('profile-identity');
    expect(identity).toHaveTextContent('Test Editor');
    expect(within(identity).getByTestId('profile-role')).toHaveTextContent('Editor');
    expect(within(identity).getByTestId('profile-method')).toHaveTextContent(
      "County staff sign-in (this portal's sign-in)",
    );
    const recent = screen.getByTestId('profile-recent');
    expect(recent).toHaveTextContent('Edited a project');
    expect(recent).toHaveTextContent('MKN-0001');
    expect(calls[0]?.auth).toBe('Bearer tok');
  });

  it('asks a visitor to sign in', async () => {
    renderWithProviders(<ProfilePage />, { store: storeWith(null), path: '/pages/profile' });
    const box = await screen.findByTestId('account-signed-out');
    expect(within(box).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/pages/login?redirect=%2Fpages%2Fprofile',
    );
  });

  it('asks a visitor to sign in before the session has been looked at, when none is stored', () => {
    const store = makeStore({ auth: { userRole: 'admin', user: null, status: 'idle' } });
    renderWithProviders(<ProfilePage />, { store, path: '/pages/profile' });
    expect(screen.getByTestId('account-signed-out')).toBeInTheDocument();
  });

  it('waits for a stored session to be restored', () => {
    localStorage.setItem('accessToken', 'stored.token.value');
    try {
      const store = makeStore({ auth: { userRole: 'admin', user: null, status: 'idle' } });
      renderWithProviders(<ProfilePage />, { store, path: '/pages/profile' });
      expect(screen.getByTestId('account-loading')).toBeInTheDocument();
      expect(screen.queryByTestId('account-signed-out')).toBeNull();
    } finally {
      localStorage.removeItem('accessToken');
    }
  });

  it('shows a failed load with a retry', async () => {
    server.use(
      http.get('/api/v1/account', () =>
        HttpResponse.json(
          { statusCode: 500, error: 'x', message: 'Database down' },
          { status: 500 },
        ),
      ),
    );
    renderWithProviders(<ProfilePage />, { store: signedIn('oidc') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("shows a demo account's own data and says it has no recorded actions", async () => {
    renderWithProviders(<ProfilePage />, { store: signedIn('jwt') });
    expect(await screen.findByTestId('demo-note')).toHaveTextContent('kept in this browser only');
    expect(screen.getByTestId('profile-identity')).toHaveTextContent('Mwende Kioko');
    expect(screen.getByTestId('profile-method')).toHaveTextContent('Demo account (sample pages)');
    expect(screen.getByTestId('profile-recent')).toHaveTextContent('no recorded actions');
  });
});

describe('account settings', () => {
  it('checks the password change as the user types and on submit, as the server would', async () => {
    const calls = serveAccount();
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />, {
      store: signedIn('oidc'),
      path: '/pages/account-settings',
      route: '/pages/account-settings?tab=password',
    });
    const form = await screen.findByTestId('password-form');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Enter your current password.')).toBeVisible();
    expect(within(form).getByText('Enter a new password.')).toBeVisible();
    expect(within(form).getByText('Enter the new password again.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());

    const next = screen.getByLabelText('New password');
    await user.type(next, 'short');
    expect(form.querySelector('[data-rule="lower"]')).toHaveAttribute('data-met', 'true');
    expect(form.querySelector('[data-rule="length"]')).toHaveAttribute('data-met', 'false');
    expect(form.querySelector('[data-rule="symbol"]')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('Confirm the new password'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      within(form).getByText('The new password does not meet all the rules below.'),
    ).toBeVisible();
    expect(within(form).getByText('The two new passwords differ.')).toBeVisible();
    expect(calls.filter((c) => c.url.endsWith('/password'))).toHaveLength(0);

    await user.clear(next);
    await user.type(next, 'Brand-new-pass-2026!');
    for (const rule of ['length', 'upper', 'lower', 'digit', 'symbol', 'notEmail']) {
      expect(form.querySelector(`[data-rule="${rule}"]`)).toHaveAttribute('data-met', 'true');
    }
    const confirm = screen.getByLabelText('Confirm the new password');
    await user.clear(confirm);
    await user.type(confirm, 'Brand-new-pass-2026!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('That is not your current password.')).toBeVisible();

    const current = screen.getByLabelText('Current password');
    await user.clear(current);
    await user.type(current, 'Editor-pass-2026!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('save-status')).toHaveTextContent('Your password is changed.');
    expect(calls.filter((c) => c.url.endsWith('/password')).at(-1)?.auth).toBe('Bearer tok');
  });

  it("keeps a demo account's changes in this browser and has no dead end for its password", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />, {
      store: signedIn('jwt'),
      path: '/pages/account-settings',
    });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter your name.')).toBeVisible();
    await user.type(name, 'Mwende K.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('save-status')).toHaveTextContent('Saved in this browser');
    expect(localStorage.getItem('demo-account-settings:demo@makueni.example')).toContain(
      'Mwende K.',
    );

    await user.click(screen.getByRole('tab', { name: 'Change password' }));
    const unavailable = await screen.findByTestId('password-unavailable');
    expect(unavailable).toHaveTextContent('Demo account passwords are fixed');
    expect(within(unavailable).getByRole('link', { name: 'County staff sign-in' })).toBeVisible();
  });
});
