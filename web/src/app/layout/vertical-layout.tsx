import { useTranslation } from 'react-i18next';
import { setMenuVisible } from '@/features/layout-settings/layout-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { Footer } from './footer';
import { MainContent } from './main-content';
import { Navbar } from './navbar/navbar';
import { Sidebar } from './sidebar/sidebar';
import { useLayout } from './use-layout';

export function VerticalLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isDesktop, isMenuVisible, navbarType } = useLayout();
  return (
    <>
      <Sidebar />
      {!isDesktop && isMenuVisible ? (
        <button
          type="button"
          className="sidenav-overlay"
          aria-label={t('sidebar.close')}
          tabIndex={-1}
          onClick={() => dispatch(setMenuVisible(false))}
          data-testid="sidenav-overlay"
        />
      ) : null}
      <div className="app-content">
        {navbarType !== 'hidden' ? <Navbar /> : null}
        <MainContent />
        <Footer />
      </div>
    </>
  );
}
