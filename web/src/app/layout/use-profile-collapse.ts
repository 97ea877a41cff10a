import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { selectLayout, setSetting } from '@/features/layout-settings/layout-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

export const PROFILE_PATH = '/pages/profile';

/** Collapses the sidebar on /pages/profile when the chosen layout is horizontal. */
export function useProfileCollapse(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { layout, sidebarCollapsed } = useAppSelector(selectLayout);

  useEffect(() => {
    if (pathname === PROFILE_PATH && layout === 'horizontal' && !sidebarCollapsed) {
      dispatch(setSetting('sidebarCollapsed', true));
    }
    // Only a route change triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, dispatch]);
}
