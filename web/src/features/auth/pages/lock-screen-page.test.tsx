// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/lib/store/store';
import { loggedIn, selectAuthStatus, selectUser } from '../auth-slice';
import { setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { ACCESS_TOKEN_KEY } from '../token-storage';
import LockScreenPage from './lock-screen-page';

setupMockServer({ namespaces: ['auth'] });

function signedIn() {
  const store = makeStore();
  store.dispatch(
    loggedIn({
      id: 3,
      name: 'Ndinda Wambua',
      email: 'staff@makueni.example',
      role: 'editor',
      loggedInWith: 'jwt',
    }),
  );
  return store;
}

describe('lock screen', () => {
  it('shows the current user and unlocks by signing in again', async () => {
    const user = userEvent.setup();
    const store = signedIn();
    renderWithProviders(<LockScreenPage />, { path: '/pages/lock-screen', store });
    expect(await screen.findByTestId('lock-user')).toHaveTextContent('Ndinda Wambua');
    expect(screen.getByTestId('lock-user')).toHaveTextContent('staff@makueni.example');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());

    await fill(user, password, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Email Or Password Invalid')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await fill(user, password, 'Staff@1234');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('authenticated');
  });

  it('offers sign-in when no one is signed in', async () => {
    const store = makeStore();
    renderWithProviders(<LockScreenPage />, { path: '/pages/lock-screen', store });
    expect(await screen.findByText('No one is signed in')).toBeVisible();
    expect(screen.getByTestId('lock-sign-in')).toHaveAttribute('href', '/pages/login');
  });

  it('"Not you?" signs out and opens the login page', async () => {
    const user = userEvent.setup();
    const store = signedIn();
    renderWithProviders(<LockScreenPage />, { path: '/pages/lock-screen', store });
    await user.click(
      await screen.findByRole('button', { name: 'Not you? Sign in with another account' }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/pages/login');
    expect(selectUser(store.getState())).toBeNull();
  });
});
