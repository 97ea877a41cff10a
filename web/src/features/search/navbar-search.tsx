import { Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchShortcut } from './hooks/use-search-shortcut';
import { publishPages } from './lib/page-list';
import type { SearchPage } from './types';

export type { SearchPage } from './types';

export interface NavbarSearchProps {
  /**
   * The pages the search offers: the route registry's pages the current role may see, titles
   * translated. Without it the Pages group of the search data is shown.
   */
  pages?: readonly SearchPage[];
}

const loadOverlay = () => import('./components/search-overlay');
const SearchOverlay = lazy(loadOverlay);

/**
 * The navbar's search button. The dialog, its data and the mock service behind Files and
 * Contacts load only when the search opens (button, "/" or Ctrl+K).
 */
export default function NavbarSearch({ pages }: NavbarSearchProps) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const wasOpen = useRef(false);
  const handleOpen = useCallback(() => setIsOpen(true), []);
  const handleClose = useCallback(() => setIsOpen(false), []);
  // The focus goes back to the button once the dialog has gone: while it is still there, the
  // dialog keeps the focus inside itself.
  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [isOpen]);
  useSearchShortcut(handleOpen);
  // The full results page (/pages/search) lists the same pages.
  useEffect(() => {
    if (pages) publishPages(pages);
  }, [pages]);

  const preload = () => {
    void loadOverlay();
    void i18n.loadNamespaces('search');
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-icon"
        aria-label={t('search.open')}
        title={t('search.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={handleOpen}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="search-open"
      >
        <Search size={20} aria-hidden="true" />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SearchOverlay pages={pages} onClose={handleClose} />
        </Suspense>
      ) : null}
    </>
  );
}
