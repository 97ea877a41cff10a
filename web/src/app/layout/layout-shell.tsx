import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { setMenuVisible, setSetting } from '@/features/layout-settings/layout-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { Customizer } from './customizer/customizer';
import { HorizontalLayout } from './horizontal-layout';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import { useLayout } from './use-layout';
import { VerticalLayout } from './vertical-layout';

const ShellTour = lazy(() => import('./tour/shell-tour'));

/** Collapses the sidebar on /pages/profile when the chosen layout is horizontal (spec §2). */
const PROFILE_PATH = '/pages/profile';

export function LayoutShell() {
  const layout = useLayout();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  useEffect(() => {
    dispatch(setMenuVisible(false));
    if (pathname === PROFILE_PATH && layout.layout === 'horizontal' && !layout.sidebarCollapsed) {
      dispatch(setSetting('sidebarCollapsed', true));
    }
    // Only a route change triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, dispatch]);

  const classes = [
    'app-shell',
    `${layout.drawnLayout}-layout`,
    `navbar-${layout.navbarType}`,
    `footer-${layout.footerType}`,
    layout.drawnLayout === 'vertical' && layout.isDesktop && layout.sidebarCollapsed ? 'menu-collapsed' : 'menu-expanded',
    !layout.isDesktop ? 'menu-hide' : '',
    !layout.isDesktop && layout.isMenuVisible ? 'menu-open' : '',
  ].filter(Boolean);

  return (
    <div className={classes.join(' ')} data-testid="app-shell" data-layout={layout.drawnLayout}>
      <SkipLink />
      {layout.drawnLayout === 'horizontal' ? <HorizontalLayout /> : <VerticalLayout />}
      <ScrollToTop />
      <Customizer />
      <Suspense fallback={null}>
        <ShellTour />
      </Suspense>
    </div>
  );
}
