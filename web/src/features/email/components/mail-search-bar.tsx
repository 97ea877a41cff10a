import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Keyboard, Menu, Search } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { queryChanged, selectEmailQuery } from '../store/email-slice';

interface MailSearchBarProps {
  /** The folder's or label's name. */
  title: string;
  /** The search box (the `/` key focuses it). */
  searchRef: Ref<HTMLInputElement>;
  isDrawerOpen: boolean;
  onOpenDrawer: () => void;
  /** Down arrow in the search box: to the first mail, when there is one. */
  onToFirstMail?: () => void;
  onShowHelp: () => void;
}

/** The drawer's menu button (below 992 px), the folder's title, the search and the keyboard help. */
export function MailSearchBar({
  title,
  searchRef,
  isDrawerOpen,
  onOpenDrawer,
  onToFirstMail,
  onShowHelp,
}: MailSearchBarProps) {
  const { t } = useTranslation('email');
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectEmailQuery);
  return (
    <div className="email-search">
      <button
        type="button"
        className="btn btn-icon d-lg-none"
        onClick={onOpenDrawer}
        aria-label={t('drawer.open')}
        aria-expanded={isDrawerOpen}
      >
        <Menu size={20} aria-hidden="true" />
      </button>
      <h1 className="h5 mb-0 email-title">{title}</h1>
      <div className="position-relative flex-grow-1">
        <Search size={16} aria-hidden="true" className="email-search-icon" />
        <input
          ref={searchRef}
          type="search"
          className="form-control email-search-input"
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-keyshortcuts="/"
          value={query}
          onChange={(e) => dispatch(queryChanged(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query) {
              e.preventDefault();
              dispatch(queryChanged(''));
            } else if (e.key === 'ArrowDown' && onToFirstMail) {
              e.preventDefault();
              onToFirstMail();
            }
          }}
        />
      </div>
      <button
        type="button"
        className="btn btn-icon"
        onClick={onShowHelp}
        aria-label={t('keyboard.open')}
        title={t('keyboard.open')}
      >
        <Keyboard size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
