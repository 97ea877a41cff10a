import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '@/i18n';
import { changeRole, loggedIn } from '@/features/auth/auth-slice';
import { makeStore } from '@/lib/store/store';
import { SESSION_PROVIDER_KEY } from '@/lib/stored-session';
import { renderWithProviders } from '@/testing/render';
import type { NavNode } from '@/types/navigation';
import { RequireAbility } from './require-ability';

const staffPage: NavNode = {
  id: 'staff-feedback',
  title: 'menu.staffFeedback',
  type: 'item',
  navLink: '/staff/feedback',
  permissions: ['admin', 'editor'],
  staffData: true,
};

function open(node: NavNode, store = makeStore()) {
  const Page = vi.fn(() => <p>The queue</p>);
  const view = renderWithProviders(
    <RequireAbility node={node}>
      <Page />
    </RequireAbility>,
    { path: '/staff/feedback', store },
  );
  return { ...view, Page };
}

beforeAll(async () => {
  await i18nReady;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('RequireAbility', () => {
  it('asks a visitor with no session to sign in, without drawing the staff page', async () => {
    const { Page } = open(staffPage);
    expect(screen.getByRole('heading', { level: 1, name: "Residents' feedback" })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in as county staff');
    expect(screen.getByRole('link', { name: 'County staff sign-in' })).toHaveAttribute(
      'href',
      '/pages/login?redirect=%2Fstaff%2Ffeedback',
    );
    expect(Page).not.toHaveBeenCalled();
  });

  it('draws the page once a sign-in stores a session', async () => {
    const store = makeStore();
    const { Page } = open(staffPage, store);
    localStorage.setItem(SESSION_PROVIDER_KEY, 'oidc');
    store.dispatch(loggedIn({ id: 1, name: 'Ann', email: 'a@example.org', role: 'editor' }));
    expect(await screen.findByText('The queue')).toBeVisible();
    expect(Page).toHaveBeenCalled();
  });

  it('draws a page of other data whatever is stored, even one that lists roles', async () => {
    const { staffData: _none, ...publicPage } = staffPage;
    open(publicPage);
    expect(await screen.findByText('The queue')).toBeVisible();
  });

  it('still sends a role the page is not for to the not-authorized page', async () => {
    localStorage.setItem(SESSION_PROVIDER_KEY, 'jwt');
    const store = makeStore();
    store.dispatch(changeRole('editor'));
    open({ ...staffPage, permissions: ['admin'] }, store);
    expect(await screen.findByTestId('location')).toHaveTextContent('/misc/not-authorized');
  });
});
