import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn, selectUser, selectUserRole, type AuthUser } from '@/features/auth/auth-slice';
import { makeStore } from '@/lib/store/store';
import { setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import { UserMenu } from './user-menu';

setupMockServer();

const editor: AuthUser = {
  id: 0,
  sub: 'e-1',
  name: 'Mutheu Kilonzo',
  email: 'editor@makueni.test',
  role: 'editor',
  loggedInWith: 'oidc',
  provider: 'embedded',
};

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /user menu/i }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('user menu', () => {
  it('shows a visitor as a visitor, never as a guest admin', async () => {
    renderWithProviders(<UserMenu />);
    const toggle = screen.getByTestId('user-menu');
    expect(within(toggle).getByTestId('user-name')).toHaveTextContent('Visitor');
    expect(within(toggle).getByTestId('current-role')).toHaveTextContent('Not signed in');
    expect(toggle).not.toHaveTextContent(/Guest|Admin/);
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/pages/login',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Log out' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Profile' })).toBeNull();
  });

  it('shows who is signed in, their role and how they signed in', async () => {
    const store = makeStore();
    store.dispatch(loggedIn(editor));
    renderWithProviders(<UserMenu />, { store });
    expect(screen.getByTestId('user-name')).toHaveTextContent('Mutheu Kilonzo');
    expect(screen.getByTestId('current-role')).toHaveTextContent('Editor');
    const { menu } = await openMenu();
    expect(within(menu).getByTestId('user-identity')).toHaveTextContent(
      /editor@makueni\.test.*Editor · County staff sign-in/,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/pages/account-settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });

  it('names a demo account as one', async () => {
    const store = makeStore();
    store.dispatch(loggedIn({ ...editor, name: 'Mwende Kioko', loggedInWith: 'jwt' }));
    renderWithProviders(<UserMenu />, { store });
    const { menu } = await openMenu();
    expect(within(menu).getByTestId('user-identity')).toHaveTextContent(
      'Editor · Demo account (sample pages)',
    );
  });

  it('"View as" previews another role\'s menu without changing the identity shown', async () => {
    const store = makeStore();
    store.dispatch(loggedIn(editor));
    renderWithProviders(<UserMenu />, { store });
    const { user, menu } = await openMenu();
    expect(within(menu).getByRole('group', { name: 'View as' })).toHaveAccessibleDescription(
      /A preview of the menu each role sees/,
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Editor (your role)' })).toBeChecked();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Admin' }));

    expect(selectUserRole(store.getState())).toBe('admin');
    expect(selectUser(store.getState())?.role).toBe('editor');
    expect(screen.getByTestId('current-role')).toHaveTextContent('Editor');
    expect(screen.getByTestId('view-as-badge')).toHaveTextContent('Preview: Admin');

    const again = await openMenu();
    await again.user.click(within(again.menu).getByRole('menuitem', { name: 'End the preview' }));
    expect(selectUserRole(store.getState())).toBe('editor');
    expect(screen.queryByTestId('view-as-badge')).toBeNull();
  });

  it('lets a visitor preview the editor menu, still shown as a visitor', async () => {
    const { store } = renderWithProviders(<UserMenu />);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Editor' }));
    expect(selectUserRole(store.getState())).toBe('editor');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Visitor');
    expect(screen.getByTestId('current-role')).toHaveTextContent('Not signed in');
    expect(screen.getByTestId('view-as-badge')).toHaveTextContent('Preview: Editor');
  });
});
