// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS } from '@app/common/apps/auth';
import { selectAuthStatus, selectUser, selectUserRole } from '../auth-slice';
import { server, setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { ACCESS_TOKEN_KEY } from '../token-storage';
import { resetOidcConfig } from '../oidc-config';
import LoginPage from './login-page';

setupMockServer({ namespaces: ['auth'] });
afterEach(() => resetOidcConfig());

const open = (route = '/pages/login') =>
  renderWithProviders(<LoginPage />, { path: '/pages/login', route });

async function form() {
  return {
    email: await screen.findByLabelText('Email'),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('login page', () => {
  it('lists the three demo accounts with their credentials', async () => {
    open();
    const list = await screen.findByTestId('demo-accounts');
    for (const kind of ['demo', 'admin', 'staff'] as const) {
      const account = DEMO_ACCOUNTS.find((a) => a.email.startsWith(`${kind}@`));
      const item = within(list).getByTestId(`demo-account-${kind}`);
      expect(item).toHaveTextContent(account?.email ?? '?');
      expect(item).toHaveTextContent(account?.password ?? '?');
      expect(
        within(item).getByRole('button', { name: /^Use the .* account: sign in as / }),
      ).toBeEnabled();
    }
    expect(screen.getByRole('link', { name: /Makueni Open Data, go to Home/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows field messages, links them to the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    open();
    const { email, password, submit } = await form();
    await user.click(submit);
    expect(await screen.findByText('Enter your email address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(email).toHaveFocus());

    await fill(user, email, 'admin@makueni.example');
    expect(screen.queryByText('Enter your email address.')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('says "Email Or Password Invalid" for a wrong password', async () => {
    const user = userEvent.setup();
    const { store } = open();
    const { email, password, submit } = await form();
    await fill(user, email, 'admin@makueni.example');
    await fill(user, password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Email Or Password Invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Email Or Password Invalid');
    await waitFor(() => expect(email).toHaveFocus());
    expect(selectUser(store.getState())).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows "Something went wrong" when the call fails', async () => {
    server.use(
      http.post('/api/authenticate/login/user', () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    open();
    const { email, password, submit } = await form();
    await fill(user, email, 'admin@makueni.example');
    await fill(user, password, 'Admin@1234');
    await user.click(submit);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Something went wrong');
  });

  it('signs in, stores the session and returns to the requested page', async () => {
    const user = userEvent.setup();
    const { store } = open('/pages/login?redirect=/analytics');
    const { email, password, submit } = await form();
    await fill(user, email, 'admin@makueni.example');
    await fill(user, password, 'Admin@1234');
    await user.click(submit);
    expect(await screen.findByTestId('location')).toHaveTextContent('/analytics');
    expect(selectUser(store.getState())).toMatchObject({ name: 'Musyoka Mutua', role: 'admin' });
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('never returns to another site', async () => {
    const user = userEvent.setup();
    open('/pages/login?redirect=//evil.example/x');
    await user.click(await screen.findByRole('button', { name: /sign in as Mwende Kioko/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email.split('@')[0], a] as const))(
    'signs in with one click as the %s account',
    async (_kind, account) => {
      const user = userEvent.setup();
      const { store } = open();
      await user.click(
        await screen.findByRole('button', { name: new RegExp(`sign in as ${account.name}`) }),
      );
      expect(await screen.findByTestId('location')).toHaveTextContent('/');
      expect(selectUser(store.getState())?.email).toBe(account.email);
      expect(selectUserRole(store.getState())).toBe(account.role);
    },
  );

  it('says that the social providers are not configured', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(screen.getByTestId('social-notice')).toHaveTextContent(
      'Sign-in with Google is not configured for this portal.',
    );
    for (const name of ['Facebook', 'X (Twitter)', 'GitHub']) {
      await user.click(screen.getByRole('button', { name: `Sign in with ${name}` }));
      expect(screen.getByTestId('social-notice')).toHaveTextContent(
        `Sign-in with ${name} is not configured`,
      );
    }
  });

  it('offers county staff sign-in, and says so when the sign-in cannot be reached', async () => {
    server.use(
      http.get('/api/v1/auth/config', () =>
        HttpResponse.json(
          {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'Staff sign-in is not configured',
          },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { store } = open();
    const staff = await screen.findByTestId('staff-sign-in');
    expect(within(staff).getByRole('heading', { name: 'County staff' })).toBeVisible();
    await user.click(within(staff).getByRole('button', { name: 'County staff sign-in' }));
    expect(await within(staff).findByRole('alert')).toHaveTextContent(
      'The county sign-in could not be reached. You are not signed in',
    );
    expect(within(staff).getByRole('button', { name: 'County staff sign-in' })).toBeEnabled();
    expect(selectUser(store.getState())).toBeNull();
  });

  it('explains a cancelled county sign-in and leaves the visitor signed out', async () => {
    const { store } = open('/pages/login?sso=cancelled');
    expect(await screen.findByTestId('staff-sign-in-error')).toHaveTextContent(
      'Sign-in was cancelled. You are not signed in.',
    );
    expect(selectUser(store.getState())).toBeNull();
    expect(screen.queryByTestId('signed-in-notice')).toBeNull();
  });

  it('tells a signed-in visitor who they are, and reports a failed county sign-in', async () => {
    const user = userEvent.setup();
    const first = open();
    await user.click(await screen.findByRole('button', { name: /sign in as Ndinda Wambua/ }));
    await screen.findByTestId('location');
    first.unmount();
    renderWithProviders(<LoginPage />, {
      path: '/pages/login',
      route: '/pages/login?sso=failed',
      store: first.store,
    });
    expect(await screen.findByTestId('signed-in-notice')).toHaveTextContent(
      'You are signed in as Ndinda Wambua.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sign-in with your county account did not complete.',
    );
  });
});
