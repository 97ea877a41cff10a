import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectLayout, setSetting } from '@/features/layout-settings/layout-slice';
import { makeStore } from '@/lib/store/store';
import { renderWithProviders } from '@/testing/render';
import { PROFILE_PATH, useProfileCollapse } from './use-profile-collapse';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Probe() {
  useProfileCollapse();
  return null;
}

function open(route: string, layout: 'horizontal' | 'vertical') {
  const store = makeStore();
  store.dispatch(setSetting('layout', layout));
  store.dispatch(setSetting('sidebarCollapsed', false));
  const view = renderWithProviders(<Probe />, { route, store });
  const collapsed = () => selectLayout(store.getState()).sidebarCollapsed;
  return { ...view, collapsed };
}

describe('useProfileCollapse', () => {
  it('collapses the sidebar on /pages/profile in the horizontal layout', () => {
    const { collapsed } = open(PROFILE_PATH, 'horizontal');
    expect(collapsed()).toBe(true);
  });

  it('leaves the sidebar alone on another page', () => {
    const { collapsed } = open('/pages/account-settings', 'horizontal');
    expect(collapsed()).toBe(false);
  });

  it('leaves the sidebar alone on /pages/profile in the vertical layout', () => {
    const { collapsed } = open(PROFILE_PATH, 'vertical');
    expect(collapsed()).toBe(false);
  });

  it('collapses it when the route changes to /pages/profile', async () => {
    const { collapsed, router } = open('/analytics', 'horizontal');
    expect(collapsed()).toBe(false);
    await act(() => router.navigate(PROFILE_PATH));
    expect(collapsed()).toBe(true);
  });
});
