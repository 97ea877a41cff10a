import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { setMenuVisible } from '@/features/layout-settings/layout-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { Customizer } from './customizer/customizer';
import { HorizontalLayout } from './horizontal-layout';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';
import { useLayout } from './use-layout';
import { useProfileCollapse } from './use-profile-collapse';
import { VerticalLayout } from './vertical-layout';

const ShellTour = lazy(() => import('./tour/shell-tour'));

export function LayoutShell() {
  const layout = useLayout();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  useEffect(() => {
    dispatch(setMenuVisible(false));
  }, [pathname, dispatch]);
  useProfileCollapse();

  const classes = [
    'app-shell',
    `${layout.drawnLayout}-layout`,
    `navbar-${layout.navbarType}`,
    `footer-${layout.footerType}`,
    layout.drawnLayout === 'vertical' && layout.isDesktop && layout.sidebarCollapsed
      ? 'menu-collapsed'
      : 'menu-expanded',
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
