import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { setMenuVisible } from '@/features/layout-settings/layout-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { useDocumentTitle } from '../use-document-title';
import { Customizer } from './customizer/customizer';
import { HorizontalLayout } from './horizontal-layout';
import { SkipLink } from './skip-link';
import { isTourWanted, onTourWanted } from './tour/tour-state';
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
  useDocumentTitle();
  // The tour's code (and its library) loads only once someone asks for the tour.
  const tourWanted = useSyncExternalStore(onTourWanted, isTourWanted, () => false);

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
      <Customizer />
      {tourWanted ? (
        <Suspense fallback={null}>
          <ShellTour />
        </Suspense>
      ) : null}
    </div>
  );
}
