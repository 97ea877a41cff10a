import { CircleDot, Circle, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAVBAR_SHADOW_THRESHOLD } from '@/config/theme-config';
import { registry } from '@/app/navigation/registry';
import { toMenu } from '@/app/navigation/tree';
import { setMenuVisible, toggleSidebarCollapsed } from '@/features/layout-settings/layout-slice';
import { useAbility } from '@/hooks/use-ability';
import { useScrollPast } from '@/hooks/use-scroll-past';
import { useAppDispatch } from '@/lib/store/hooks';
import { Logo } from '../logo';
import { VerticalMenu } from '../menu/vertical-menu';
import { useLayout } from '../use-layout';

const SWIPE_DISTANCE = 60;

export function Sidebar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ability = useAbility();
  const { sidebarCollapsed, isMenuVisible, isDesktop, theme, menuTheme, direction } = useLayout();
  const items = useMemo(() => toMenu(registry, ability), [ability]);
  const scroller = useRef<HTMLDivElement>(null);
  const shadow = useScrollPast(NAVBAR_SHADOW_THRESHOLD, scroller);
  const touchStart = useRef<number | null>(null);

  const close = () => dispatch(setMenuVisible(false));
  const onTouchStart = (e: TouchEvent) => {
    touchStart.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    const end = e.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    // Swiping towards the edge the sidebar sits on closes it.
    const moved = direction === 'rtl' ? end - start : start - end;
    if (moved > SWIPE_DISTANCE) close();
  };

  // Escape closes the drawer, and the focus goes back to the button that opened it.
  const isDrawerOpen = !isDesktop && isMenuVisible;
  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      dispatch(setMenuVisible(false));
      document.querySelector<HTMLElement>('[data-testid="menu-toggle"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawerOpen, dispatch]);

  const hiddenOnMobile = !isDesktop && !isMenuVisible;
  // Below 1200px the sidebar is off screen until opened: its menu is built on the first opening
  // (and then kept, so closing slides it out whole), not while a phone builds its first screen.
  const [menuBuilt, setMenuBuilt] = useState(!hiddenOnMobile);
  if (!menuBuilt && !hiddenOnMobile) setMenuBuilt(true);
  const collapsed = isDesktop && sidebarCollapsed;
  return (
    <aside
      className={`app-sidebar menu-${menuTheme}${theme === 'semi-dark' ? ' menu-dark' : ''}${collapsed ? ' collapsed' : ''}${!isDesktop && isMenuVisible ? ' open' : ''}`}
      aria-label={t('menu.sidebar')}
      data-testid="sidebar"
      inert={hiddenOnMobile || undefined}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={`sidebar-header${shadow ? ' shadow-bottom' : ''}`}>
        <Logo />
        {isDesktop ? (
          <button
            type="button"
            className="btn btn-icon sidebar-collapse-toggle"
            onClick={() => dispatch(toggleSidebarCollapsed())}
            aria-pressed={sidebarCollapsed}
            aria-label={t('sidebar.collapse')}
            title={t('sidebar.collapse')}
            data-testid="sidebar-collapse-toggle"
          >
            {sidebarCollapsed ? (
              <Circle size={18} aria-hidden="true" />
            ) : (
              <CircleDot size={18} aria-hidden="true" />
            )}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-icon"
            onClick={close}
            aria-label={t('sidebar.close')}
          >
            <X size={20} aria-hidden="true" />
          </button>
        )}
      </div>
      <nav
        className="sidebar-scroll"
        ref={scroller}
        aria-label={t('menu.main')}
        data-testid="sidebar-scroll"
      >
        {menuBuilt ? (
          <VerticalMenu items={items} onNavigate={isDesktop ? undefined : close} />
        ) : null}
      </nav>
    </aside>
  );
}
