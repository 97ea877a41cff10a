import { Menu, Moon, Sun } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { registry } from '@/app/navigation/registry';
import { signInFirst } from '@/app/navigation/sign-in-first';
import { routeNodes, toMenu } from '@/app/navigation/tree';
import { NAVBAR_SHADOW_THRESHOLD } from '@/config/theme-config';
import { setMenuVisible, setSetting } from '@/features/layout-settings/layout-slice';
import { canChooseNavbarColor } from '@/features/layout-settings/layout-rules';
import { useAbility } from '@/hooks/use-ability';
import { useScrollPast } from '@/hooks/use-scroll-past';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Logo } from '../logo';
import { isSamplePath, portalPageIds } from '../portal-pages';
import { useLayout } from '../use-layout';
import { LanguageMenu } from './language-menu';
import { UserMenu } from './user-menu';
// Part of every page's first render, so part of the app's code: loaded lazily, they were two
// more round trips (each with an import of its own) before a phone could show the page.
import NavbarBookmarks from '@/features/search/navbar-bookmarks';
import NavbarSearch from '@/features/search/navbar-search';

export function Navbar({ horizontal = false }: { horizontal?: boolean }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const layout = useLayout();
  const ability = useAbility();
  const { pathname } = useLocation();
  // A sign-in or sign-out changes which staff pages the search suggests (see signInFirst).
  const authStatus = useAppSelector((s) => s.auth?.status);
  // The search's page list: the registry's routes this role may open, in the current language.
  const searchPages = useMemo(
    () => {
      const portal = new Set(portalPageIds());
      return routeNodes(toMenu(registry, ability))
        .filter((n) => !n.disabled)
        .map((n) => ({
          id: n.id,
          title: t(n.title),
          link: n.navLink ?? '/',
          icon: n.icon,
          keywords: n.keywords,
          portal: portal.has(n.id),
          signInFirst: signInFirst(n),
        }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [ability, authStatus, t, i18n.language],
  );
  // Bookmarks show the same pages, under the same titles and icons.
  const bookmarkPage = useMemo(() => {
    const pages = new Map(searchPages.map((p) => [p.link, p]));
    return (link: string) => pages.get(link) ?? null;
  }, [searchPages]);
  const scrolled = useScrollPast(NAVBAR_SHADOW_THRESHOLD);
  const colored = !horizontal && canChooseNavbarColor(layout) && layout.navbarColor !== 'default';
  const dark = layout.theme === 'dark';
  return (
    <header
      className={`app-navbar navbar-${horizontal ? 'horizontal' : layout.navbarType}${colored ? ` navbar-colored bg-${layout.navbarColor}` : ''}${scrolled ? ' navbar-shadow' : ''}`}
      data-testid="navbar"
      data-bs-theme={colored ? 'dark' : undefined}
    >
      <div className="navbar-container">
        {horizontal ? <Logo /> : null}
        {!layout.isDesktop ? (
          <button
            type="button"
            className="btn btn-icon"
            onClick={() => dispatch(setMenuVisible(true))}
            aria-label={t('sidebar.open')}
            aria-expanded={layout.isMenuVisible}
            data-testid="menu-toggle"
          >
            <Menu size={22} aria-hidden="true" />
          </button>
        ) : null}
        {!horizontal && !layout.isDesktop ? <Logo showName={false} /> : null}
        <div className="navbar-bookmarks" data-tour="bookmarks">
          <NavbarBookmarks pageOf={bookmarkPage} portalOnly={!isSamplePath(pathname)} />
        </div>
        <div className="navbar-actions">
          <div data-tour="language">
            <LanguageMenu />
          </div>
          <button
            type="button"
            className="btn btn-icon"
            aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
            title={dark ? t('theme.toLight') : t('theme.toDark')}
            onClick={() => dispatch(setSetting('theme', dark ? 'light' : 'dark'))}
            data-testid="theme-toggle"
          >
            {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
          </button>
          <div data-tour="search">
            <NavbarSearch pages={searchPages} />
          </div>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
