import { Filter, RotateCcw, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectState } from '@app/common/projects';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { PROJECT_STATES } from '@app/common/project-constants';
import { activeFilterCount, type DashboardView, type ListFilterKey } from '../lib/filters';
import type { Formatters } from '@/lib/format';
import { useMediaQuery } from '@/hooks/use-media-query';
import { departmentName } from '../lib/department-name';
import type { FilterOption, ProjectsState } from '../store/select-projects-state';
import { STATE_COLORS } from './states';

interface DashboardFiltersProps {
  view: DashboardView;
  state: ProjectsState;
  financialYearOptions: readonly FilterOption[];
  total: number | null;
  onChange: (patch: Partial<DashboardView>, options?: { replace?: boolean }) => void;
  onReset: () => void;
  fmt: Formatters;
}

const SEARCH_DELAY = 400;

function SelectFilter({
  id,
  label,
  allLabel,
  options,
  values,
  onChange,
  fmt,
}: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  fmt: Formatters;
}) {
  const { t } = useTranslation('projects');
  const known = new Set(options.map((o) => o.value));
  const current = values.length === 1 ? (values[0] ?? '') : values.length > 1 ? '__several__' : '';
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={current}
        onChange={(e) => onChange(e.target.value === '' ? [] : [e.target.value])}
      >
        <option value="">{allLabel}</option>
        {values.length > 1 ? (
          <option value="__several__" disabled>
            {t('filters.several', { count: values.length })}
          </option>
        ) : null}
        {values.length === 1 && current !== '' && !known.has(current) ? (
          <option value={current}>{current}</option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.count === null ? o.label : `${o.label} (${fmt.number(o.count)})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The dashboard's filters; on phones everything but the search folds into a panel. */
export function DashboardFilters({
  view,
  state,
  financialYearOptions,
  total,
  onChange,
  onReset,
  fmt,
}: DashboardFiltersProps) {
  const { t } = useTranslation('projects');
  const id = useId();
  const [open, setOpen] = useState(false);
  const departmentOptions = useMemo(
    () =>
      state.departmentsOptions.map((o) => ({ ...o, label: departmentName(t, o.value, o.label) })),
    [state.departmentsOptions, t],
  );

  // Search: typed text is applied once typing pauses; a new address (reset, back) replaces it.
  const [draft, setDraft] = useState(view.q);
  const [lastUrlQ, setLastUrlQ] = useState(view.q);
  if (view.q !== lastUrlQ) {
    setLastUrlQ(view.q);
    setDraft(view.q);
  }
  const debounced = useDebouncedValue(draft, SEARCH_DELAY);
  useEffect(() => {
    if (debounced.trim() !== view.q) onChange({ q: debounced.trim() }, { replace: true });
    // Only a pause in typing applies the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const count = activeFilterCount(view);
  // The full hint does not fit a phone's search box: there a shorter one says the same.
  const isPhone = useMediaQuery('(max-width: 575.98px)');
  // The states are known before /meta answers; drawing them at once keeps the panel from growing.
  const stateOptions: readonly FilterOption<ProjectState>[] =
    state.projectsStateOptions.length > 0
      ? state.projectsStateOptions
      : PROJECT_STATES.map((s) => ({ value: s, label: s, count: null }));
  const set = (key: ListFilterKey) => (values: string[]) => onChange({ [key]: values });
  const toggleState = (s: ProjectState) =>
    onChange({
      state: view.state.includes(s) ? view.state.filter((x) => x !== s) : [...view.state, s],
    });

  return (
    <section className="card filters-card mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h2 id={`${id}-title`} className="h6 mb-0 me-auto d-flex align-items-center gap-2">
            <Filter size={16} aria-hidden="true" />
            {t('filters.title')}
          </h2>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary d-lg-none filters-button"
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen((o) => !o)}
          >
            {count > 0
              ? t('filters.toggleCount', { count })
              : open
                ? t('filters.hide')
                : t('filters.toggle')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary filters-button"
            onClick={onReset}
            disabled={count === 0}
          >
            <RotateCcw size={14} aria-hidden="true" className="me-1" />
            {t('filters.reset')}
          </button>
        </div>
        <p
          className="filters-total small text-body-secondary mb-2"
          aria-live="polite"
          data-testid="filtered-total"
        >
          {total === null ? '' : t('filters.matching', { count: total, value: fmt.number(total) })}
        </p>
        <div className="position-relative mb-2">
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t('filters.search')}
          </label>
          <Search size={16} aria-hidden="true" className="filters-search-icon" />
          <input
            id={`${id}-q`}
            type="search"
            className="form-control form-control-sm filters-search"
            placeholder={t(
              isPhone ? 'filters.searchPlaceholderShort' : 'filters.searchPlaceholder',
            )}
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onChange({ q: draft.trim() });
            }}
          />
        </div>
        <div id={`${id}-panel`} className={`filters-panel ${open ? 'is-open' : ''}`}>
          <div className="row g-2 mb-2">
            <div className="col-12 col-sm-6 col-lg-3">
              <SelectFilter
                id={`${id}-sc`}
                label={t('filters.subCounty')}
                allLabel={t('filters.allSubCounties')}
                options={state.subCountiesOptions}
                values={state.currentSubCounty}
                onChange={set('subCounty')}
                fmt={fmt}
              />
            </div>
            <div className="col-12 col-sm-6 col-lg-3">
              <SelectFilter
                id={`${id}-ward`}
                label={t('filters.ward')}
                allLabel={t('filters.allWards')}
                options={state.wardsOptions}
                values={state.currentWard}
                onChange={set('ward')}
                fmt={fmt}
              />
            </div>
            <div className="col-12 col-sm-6 col-lg-3">
              <SelectFilter
                id={`${id}-dept`}
                label={t('filters.department')}
                allLabel={t('filters.allDepartments')}
                options={departmentOptions}
                values={state.currentDepartment}
                onChange={set('department')}
                fmt={fmt}
              />
            </div>
            <div className="col-12 col-sm-6 col-lg-3">
              <SelectFilter
                id={`${id}-fy`}
                label={t('filters.financialYear')}
                allLabel={t('filters.allYears')}
                options={[...financialYearOptions].reverse()}
                values={view.financialYear}
                onChange={set('financialYear')}
                fmt={fmt}
              />
            </div>
          </div>
          <fieldset>
            <legend className="form-label small mb-1">{t('filters.state')}</legend>
            <div className="d-flex flex-wrap gap-2">
              {stateOptions.map((o) => {
                const checked = view.state.includes(o.value);
                return (
                  <div key={o.value}>
                    <input
                      type="checkbox"
                      className="btn-check"
                      id={`${id}-state-${o.value}`}
                      checked={checked}
                      onChange={() => toggleState(o.value)}
                      autoComplete="off"
                    />
                    <label
                      className={`btn btn-sm state-chip state-chip-${STATE_COLORS[o.value]}`}
                      htmlFor={`${id}-state-${o.value}`}
                    >
                      {t(`states.${o.value}`)}
                      {o.count === null ? null : (
                        <span className="state-chip-count">{fmt.number(o.count)}</span>
                      )}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        </div>
      </div>
    </section>
  );
}
