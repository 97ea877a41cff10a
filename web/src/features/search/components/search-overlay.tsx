import { Search, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localeOf } from '@/i18n/languages';
import { useCombobox } from '../hooks/use-combobox';
import { useOverlayResults, type OverlayOption } from '../hooks/use-overlay-results';
import { searchPageLink } from '../lib/places';
import type { SearchPage } from '../types';
import { SearchDetail, type DetailResult } from './search-detail';
import { SearchGroup } from './search-group';
import { SearchOption } from './search-option';
import '@/styles/bootstrap-extras.scss';
import '../search.scss';

export interface SearchOverlayProps {
  /** Pages to search; without them the Pages group of the search data is used. */
  pages?: readonly SearchPage[];
  onClose: () => void;
}

/**
 * The global search: a dialog holding a combobox whose listbox groups Pages, the county's places
 * (wards, sub-counties, departments) and projects from the open-data API, and the sample Files
 * and Contacts, then offers every result on /pages/search. Focus stays in the input; the arrow
 * keys move the active option across all groups. react-bootstrap's Modal keeps the focus in the
 * dialog, stops the page behind from scrolling, and closes on Escape or a click beside it.
 */
export default function SearchOverlay({ pages, onClose }: SearchOverlayProps) {
  const { t: tc } = useTranslation();
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;
  const input = useRef<HTMLInputElement>(null);

  const [query, setQuery] = useState('');
  const [detail, setDetail] = useState<DetailResult | null>(null);

  const results = useOverlayResults(query, pages);
  const { groups, options, hasQuery, total, settling, mainSearch } = results;
  const { isError, error, refetch, isFetching } = mainSearch;
  // With no option to offer (nothing matches, or a detail is open) the listbox is collapsed:
  // the groups and their empty states are then plain content, not an empty listbox.
  const isExpanded = detail === null && options.length > 0;
  const optionId = (key: string) => `${baseId}-option-${key.replace(':', '-')}`;

  const open = (result: OverlayOption) => {
    const link =
      result.kind === 'page' || result.kind === 'place'
        ? result.item.link
        : result.kind === 'project'
          ? `/projects/${encodeURIComponent(result.item.code)}`
          : result.kind === 'all'
            ? searchPageLink(query)
            : null;
    if (link !== null) {
      onClose();
      void navigate(link);
      return;
    }
    if (result.kind === 'file' || result.kind === 'contact') setDetail(result);
  };

  const { active, activeId, setActiveKey, onInputKeyDown } = useCombobox({
    options,
    hasQuery,
    isDisabled: detail !== null,
    optionId,
    onOpen: open,
  });

  const backToResults = () => {
    setDetail(null);
    input.current?.focus();
  };

  // Escape first leaves an open file or contact, then closes the dialog.
  const onEscapeKeyDown = (event: KeyboardEvent) => {
    if (!detail) return;
    event.preventDefault();
    backToResults();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setActiveKey(null);
    setDetail(null);
  };

  const status = !hasQuery
    ? ''
    : total === 0
      ? tc('search.noResults')
      : t('resultCount', { count: total });
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' }),
    [i18n.language],
  );

  const renderOption = (result: OverlayOption) => (
    <SearchOption
      key={result.key}
      result={result}
      id={optionId(result.key)}
      isActive={result.key === active?.key}
      query={query}
      dateFormat={dateFormat}
      onActivate={setActiveKey}
      onOpen={open}
    />
  );
  const sources = {
    remote: { isLoading: results.remoteLoading, isError },
    places: results.places,
    projects: results.projects,
  };

  return (
    <Modal
      show
      onHide={onClose}
      onShow={() => input.current?.focus()}
      onEscapeKeyDown={onEscapeKeyDown}
      animation={false}
      fullscreen="sm-down"
      className="search-overlay"
      dialogClassName="search-modal"
      contentClassName="search-panel"
      backdropClassName="search-backdrop"
      aria-label={tc('search.open')}
      data-testid="search-dialog"
    >
      <div className="search-field">
        <Search size={20} aria-hidden="true" className="search-field-icon" />
        <input
          ref={input}
          type="text"
          role="combobox"
          className="search-input"
          aria-label={tc('search.open')}
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-activedescendant={isExpanded ? activeId : undefined}
          aria-describedby={hintId}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={onChange}
          onKeyDown={onInputKeyDown}
        />
        <button
          type="button"
          className="btn btn-icon"
          aria-label={tc('search.close')}
          title={tc('search.close')}
          onClick={onClose}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('hint')}
      </p>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </div>
      {/* The results can outgrow the dialog: the list scrolls, and the keyboard can scroll it. */}
      <div className="search-body" tabIndex={0} role="region" aria-label={t('resultsLabel')}>
        <div
          id={listId}
          role={isExpanded ? 'listbox' : undefined}
          aria-label={isExpanded ? tc('search.open') : undefined}
          className="search-listbox"
          hidden={detail !== null}
        >
          {groups.map((group) => (
            <SearchGroup
              key={group.id}
              group={group}
              headingId={`${baseId}-group-${group.id}`}
              isExpanded={isExpanded}
              sources={sources}
              renderOption={renderOption}
            />
          ))}
          {hasQuery && total === 0 && !settling ? (
            <div className="search-group search-empty" data-testid="search-no-results">
              {tc('search.noResults')}
            </div>
          ) : null}
          {hasQuery ? (
            <div className="search-group search-see-all">
              {renderOption({ kind: 'all', key: 'see-all' })}
            </div>
          ) : null}
        </div>
        {detail ? (
          <SearchDetail
            result={detail}
            onBack={backToResults}
            formatDate={(d) => dateFormat.format(d)}
          />
        ) : null}
        {isError && !detail ? (
          <div className="alert alert-warning search-error" role="alert">
            <p className="mb-1">{t('loadFailed')}</p>
            {error && 'status' in error && error.status === 'CUSTOM_ERROR' ? (
              <p className="small mb-2">{tc('mockService.failedHint')}</p>
            ) : null}
            <button
              type="button"
              className="btn btn-link btn-sm p-0 alert-link"
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              {t('retry')}
            </button>
          </div>
        ) : null}
      </div>
      <p className="search-footer" aria-hidden="true">
        {t('shortcut')}
      </p>
    </Modal>
  );
}
