import type { SearchGroup } from '@app/common/apps/search';
import { ArrowRight, FileText, FolderKanban, Search, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_LIMIT } from '@/config/theme-config';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPlacesQuery, useSearchProjectsQuery } from '../api/portal-api';
import { useGetMainSearchQuery } from '../api/search-api';
import { useProjectSearch } from '../hooks/use-project-search';
import { foldQuery } from '../lib/fold';
import { placesOf, searchPageLink } from '../lib/places';
import {
  namedWard,
  navbarGroups,
  placeResults,
  projectResults,
  searchResults,
  type ResultGroup,
  type SearchResult,
} from '../lib/search-results';
import { localeOf } from '@/i18n/languages';
import type { SearchPage } from '../types';
import { Highlight } from './highlight';
import { PLACE_ICONS } from './place-icons';
import { SearchDetail, type DetailResult } from './search-detail';
import '../search.scss';

export interface SearchOverlayProps {
  /** Pages to search; without them the Pages group of the search data is used. */
  pages?: readonly SearchPage[];
  onClose: () => void;
}

/** The last option: every result on the full results page. */
type Option = SearchResult | { kind: 'all'; key: 'see-all' };

const FOCUSABLE = 'input, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function pagesFromData(groups: readonly SearchGroup[] | undefined): SearchPage[] {
  const group = groups?.find((g) => g.groupTitle === 'Pages');
  if (group?.groupTitle !== 'Pages') return [];
  return group.data.map((item) => ({
    id: `data-${item.id}`,
    title: item.title,
    link: item.link,
  }));
}

/**
 * The global search: a dialog holding a combobox whose listbox groups Pages, the county's places
 * (wards, sub-counties, departments) and projects from the open-data API, and the sample Files
 * and Contacts, then offers every result on /pages/search. Focus stays in the input; the arrow
 * keys move the active option across all groups.
 */

/** An option's icon, its title, and the line under it when there is one. */
function OptionBody({
  icon: Icon,
  title,
  meta,
}: {
  icon: ComponentType<{ size?: number }>;
  title: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <>
      <span className="search-option-icon" aria-hidden="true">
        <Icon size={18} />
      </span>
      <span className="search-option-text">
        <span className="search-option-title">{title}</span>
        {meta === undefined ? null : <span className="search-option-meta">{meta}</span>}
      </span>
    </>
  );
}

export default function SearchOverlay({ pages, onClose }: SearchOverlayProps) {
  const { t: tc } = useTranslation();
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [detail, setDetail] = useState<DetailResult | null>(null);

  const { data, isLoading, isError, error, refetch, isFetching } = useGetMainSearchQuery();

  const places = useGetPlacesQuery();
  const projects = useProjectSearch(query, 1, SEARCH_LIMIT);
  const placeList = useMemo(() => (places.data ? placesOf(places.data) : []), [places.data]);

  // A query that names a ward also asks for that ward's own projects, which rank first.
  const ward = useMemo(() => namedWard(placeList, query), [placeList, query]);
  const wardProjects = useSearchProjectsQuery(
    ward ? { q: '', page: 1, limit: SEARCH_LIMIT, ward: ward.value } : skipToken,
  );

  const sourcePages = useMemo(() => pages ?? pagesFromData(data), [pages, data]);
  const hasQuery = foldQuery(query) !== '';
  const groups = useMemo(() => {
    const base = searchResults({ pages: sourcePages, groups: data }, query);
    const placeHits = placeResults(placeList, query, SEARCH_LIMIT);
    const exactElsewhere = base.reduce((n, g) => n + g.results.length, placeHits.length);
    const inWard = ward ? (wardProjects.data?.items ?? []) : [];
    return navbarGroups(
      base,
      placeHits,
      projectResults(projects.data?.items ?? [], query, SEARCH_LIMIT, inWard, exactElsewhere),
      hasQuery,
      placeHits.some((r) => r.title?.[0] === 0),
    );
  }, [sourcePages, data, query, placeList, projects.data, hasQuery, ward, wardProjects.data]);
  const options = useMemo<Option[]>(() => {
    const results: Option[] = groups.flatMap((g) => g.results);
    return hasQuery ? [...results, { kind: 'all', key: 'see-all' }] : results;
  }, [groups, hasQuery]);
  const chosen = options.findIndex((r) => r.key === activeKey);
  const activeIndex = chosen >= 0 ? chosen : hasQuery && options.length > 0 ? 0 : -1;
  // With no option to offer (nothing matches, or a detail is open) the listbox is collapsed:
  // the groups and their empty states are then plain content, not an empty listbox.
  const isExpanded = detail === null && options.length > 0;
  const active = options[activeIndex];
  const optionId = (key: string) => `${baseId}-option-${key.replace(':', '-')}`;

  useEffect(() => {
    input.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const activeId = active ? optionId(active.key) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const open = (result: Option) => {
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

  const backToResults = () => {
    setDetail(null);
    input.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (detail || count === 0) return;
      const next =
        event.key === 'ArrowDown'
          ? (activeIndex + 1) % count
          : activeIndex <= 0
            ? count - 1
            : activeIndex - 1;
      setActiveKey(options[next]?.key ?? null);
    } else if (event.key === 'Enter') {
      if (detail || !active) return;
      event.preventDefault();
      open(active);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (detail) backToResults();
      else onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Keep Tab inside the dialog.
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement || el === input.current,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setActiveKey(null);
    setDetail(null);
  };

  const total = options.filter((o) => o.kind !== 'all').length;
  const status = !hasQuery
    ? ''
    : total === 0
      ? tc('search.noResults')
      : t('resultCount', { count: total });
  const remoteLoading = isLoading || (isError && isFetching);
  // Answers still on the way: "no results" would be said too early.
  const settling = places.isLoading || projects.isLoading || remoteLoading;
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' }),
    [i18n.language],
  );

  const renderOption = (result: Option) => {
    const isActive = result.key === active?.key;
    const common = {
      id: optionId(result.key),
      role: 'option' as const,
      'aria-selected': isActive,
      className: `search-option${isActive ? ' active' : ''}`,
      onMouseDown: (e: ReactMouseEvent) => e.preventDefault(),
      onMouseMove: () => {
        if (!isActive) setActiveKey(result.key);
      },
      onClick: () => open(result),
      'data-testid': `search-option-${result.kind}`,
    };
    if (result.kind === 'all') {
      return (
        <div key={result.key} {...common} data-testid="search-see-all">
          <span className="search-option-icon" aria-hidden="true">
            <ArrowRight size={18} className="flip-rtl" />
          </span>
          <span className="search-option-text">
            <span className="search-option-title">{t('seeAll', { query: query.trim() })}</span>
          </span>
        </div>
      );
    }
    if (result.kind === 'place') {
      return (
        <div key={result.key} {...common}>
          <OptionBody
            icon={PLACE_ICONS[result.item.kind]}
            title={<Highlight text={result.item.title} range={result.title} />}
            meta={
              result.item.parent
                ? t('placeIn', { kind: t(`place.${result.item.kind}`), parent: result.item.parent })
                : t(`place.${result.item.kind}`)
            }
          />
        </div>
      );
    }
    if (result.kind === 'project') {
      return (
        <div key={result.key} {...common}>
          <OptionBody
            icon={FolderKanban}
            title={<Highlight text={result.item.title} range={result.title} />}
            meta={
              <>
                {t('projectMeta', { code: result.item.code, ward: result.item.ward })}
                <span className="search-option-field" data-testid="search-match-field">
                  {t(`matchedBy.${result.field}`, {
                    contractor: result.item.contractor ?? '',
                    department: result.item.department,
                    subCounty: result.item.subCounty ?? '',
                  })}
                </span>
              </>
            }
          />
        </div>
      );
    }
    if (result.kind === 'page') {
      return (
        <div key={result.key} {...common}>
          <OptionBody
            icon={result.item.icon ?? FileText}
            title={<Highlight text={result.item.title} range={result.title} />}
          />
        </div>
      );
    }
    if (result.kind === 'file') {
      const { item } = result;
      return (
        <div key={result.key} {...common}>
          <img src={item.file} alt="" width={32} height={32} className="search-option-image" />
          <span className="search-option-text">
            <span className="search-option-title">
              <Highlight text={item.title} range={result.title} />
            </span>
            <span className="search-option-meta">
              {t('fileMeta', { by: item.by, size: item.size })}
            </span>
          </span>
        </div>
      );
    }
    const { item } = result;
    return (
      <div key={result.key} {...common}>
        <img
          src={item.img}
          alt=""
          width={32}
          height={32}
          className="search-option-image rounded-circle"
        />
        <span className="search-option-text">
          <span className="search-option-title">
            <Highlight text={item.title} range={result.title} />
          </span>
          <span className="search-option-meta">
            <Highlight text={item.email} range={result.email} />
          </span>
        </span>
        <span className="search-option-aside">
          {dateFormat.format(new Date(`${item.date}T00:00:00`))}
        </span>
      </div>
    );
  };

  const renderGroup = (group: ResultGroup) => {
    const headingId = `${baseId}-group-${group.id}`;
    const remote = group.id === 'files' || group.id === 'contacts';
    let empty: string | null = null;
    if (group.results.length === 0) {
      if (remote && remoteLoading) empty = t('loading');
      else if (remote && isError) empty = t('loadFailed');
      else if (group.id === 'places' && places.isLoading) empty = t('loading');
      else if (group.id === 'places' && places.isError) empty = t('placesFailed');
      else if (group.id === 'projects' && projects.isLoading) empty = t('loading');
      else if (group.id === 'projects' && projects.isError) empty = t('projectsFailed');
      // A group with nothing to say is left out.
      else return null;
    }
    return (
      <div
        key={group.id}
        role={isExpanded ? 'group' : undefined}
        aria-labelledby={isExpanded ? headingId : undefined}
        className="search-group"
        data-testid={`search-group-${group.id}`}
      >
        <div id={headingId} className="search-group-title">
          {group.id === 'places' || group.id === 'projects'
            ? t(`groups.${group.id}`)
            : tc(`search.${group.id}`)}
        </div>
        {empty !== null ? (
          <div className="search-empty">{empty}</div>
        ) : (
          group.results.map(renderOption)
        )}
      </div>
    );
  };

  return createPortal(
    <div className="search-overlay">
      <div className="search-backdrop" aria-hidden="true" onMouseDown={onClose} />
      <div
        ref={panel}
        className="search-panel"
        role="dialog"
        aria-modal="true"
        aria-label={tc('search.open')}
        onKeyDown={onPanelKeyDown}
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
            {groups.map(renderGroup)}
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
      </div>
    </div>,
    document.body,
  );
}
