import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Boundaries, FacetValue } from '@app/common/projects';
import { useNearViewportOrDesktopIdle } from '@/hooks/use-near-viewport';
import { useAppSelector } from '@/lib/store/hooks';
import { selectTheme } from '@/lib/store/layout-selectors';
import { useWardBudgets } from '../../hooks/use-ward-budgets';
import { classBreaks, classColor, colorOf, ZERO_COLOR } from '../../lib/choropleth';
import type { ProjectFiltersView } from '../../lib/filters';
import type { Formatters } from '@/lib/format';
import type { WardFilterOption } from '../../store/select-projects-state';
import { SkeletonBlock } from '@/components/skeletons';
import { ErrorState } from '@/components/status-messages';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { WidgetErrorBoundary } from '@/components/widget/widget-error-boundary';

const WardsMap = lazy(() => import('./wards-map'));

type Mode = 'count' | 'budget';

interface WardsMapWidgetProps {
  boundaries: Boundaries | null;
  boundariesQuery: WidgetQuery;
  /** Projects per ward under every filter but the ward one (the summary's ward facet). */
  wardFacet: readonly FacetValue[] | undefined;
  /** Every ward with its sub-county (all sub-counties, not only the chosen ones). */
  allWards: readonly WardFilterOption[];
  filters: ProjectFiltersView;
  onSelectWard: (ward: string, subCounty: string) => void;
  /** Called when the widget is first built: time to fetch the ward outlines it draws. */
  onShown?: () => void;
  fmt: Formatters;
}

/** OpenStreetMap's name in the street tiles' credit, linked as it asks. */
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Wards coloured by projects or budget, with a legend, tooltips and a keyboard list of wards. */
export function WardsMapWidget({
  boundaries,
  boundariesQuery,
  wardFacet,
  allWards,
  filters,
  onSelectWard,
  onShown,
  fmt,
}: WardsMapWidgetProps) {
  const { t } = useTranslation('projects');
  // The map (Leaflet and its layers) is built once its frame comes near the screen or (on wide
  // screens) the loaded page is idle, not while the first screen is being built.
  const [frame, mapNear] = useNearViewportOrDesktopIdle();
  // This widget is built once it comes near the screen (see DeferredWidget): its outlines are
  // wanted from now on.
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  const [mode, setMode] = useState<Mode>('count');
  const [showTiles, setShowTiles] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const theme = useAppSelector(selectTheme);

  const wards = useMemo(
    () => boundaries?.features.filter((f) => f.properties.level === 'ward') ?? [],
    [boundaries],
  );
  const subCounties = useMemo(
    () => boundaries?.features.filter((f) => f.properties.level === 'subCounty') ?? [],
    [boundaries],
  );

  const chosenSubCounties = useMemo(
    () => new Set(filters.subCounty.map((s) => s.toLowerCase())),
    [filters.subCounty],
  );
  // Budget of every ward under the other filters: one summary answer (its byWard section).
  const wardBudgets = useWardBudgets(filters, mode === 'budget');

  const byCode = useMemo(() => new Map(allWards.map((w) => [w.code, w])), [allWards]);
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const f of wardFacet ?? []) {
      m.set(f.value.toLowerCase(), f.count);
      m.set(f.label.toLowerCase(), f.count);
    }
    return m;
  }, [wardFacet]);

  const valueOf = (code: string): number | undefined => {
    const ward = byCode.get(code);
    const name =
      ward?.value ?? wards.find((f) => f.properties.code === code)?.properties.name ?? '';
    if (mode === 'budget') {
      if (!wardBudgets.budgets) return undefined;
      return wardBudgets.budgets.get(name) ?? 0;
    }
    if (!wardFacet) return undefined;
    return counts.get(code.toLowerCase()) ?? counts.get(name.toLowerCase()) ?? 0;
  };

  const values = wards.map((f) => valueOf(f.properties.code) ?? 0);
  const { lower, breaks } = classBreaks(values);
  const format = (v: number) => (mode === 'budget' ? fmt.moneyCompact(v) : fmt.number(v));

  const selected = useMemo(() => {
    const names = new Set(filters.ward.map((w) => w.toLowerCase()));
    return new Set(
      allWards
        .filter((w) => names.has(w.value.toLowerCase()) || names.has(w.code.toLowerCase()))
        .map((w) => w.code),
    );
  }, [allWards, filters.ward]);
  // The map zooms to the chosen wards, else to the chosen sub-counties, else shows the county.
  const focus = useMemo(() => {
    const chosenWards = wards.filter((f) => selected.has(f.properties.code));
    if (chosenWards.length > 0) return chosenWards;
    return subCounties.filter(
      (f) =>
        chosenSubCounties.has(f.properties.name.toLowerCase()) ||
        chosenSubCounties.has(f.properties.code.toLowerCase()),
    );
  }, [wards, selected, subCounties, chosenSubCounties]);

  const fillOf = (code: string) => colorOf(valueOf(code), breaks);
  const infoOf = (code: string) => {
    const f = wards.find((w) => w.properties.code === code);
    const v = valueOf(code);
    return {
      name: f?.properties.name ?? code,
      subCounty: f?.properties.subCounty ?? '',
      value:
        v === undefined
          ? t('loading')
          : mode === 'budget'
            ? fmt.moneyCompact(v)
            : t('map.projectsCount', { count: v, value: fmt.number(v) }),
    };
  };
  const select = (code: string) => {
    const w = byCode.get(code);
    const f = wards.find((x) => x.properties.code === code);
    onSelectWard(
      w?.value ?? f?.properties.name ?? code,
      w?.subCounty ?? f?.properties.subCounty ?? '',
    );
  };

  const outline = theme === 'dark' ? '#161821' : '#ffffff';
  const emphasis = theme === 'dark' ? '#f1f2f6' : '#1f2430';
  const legendItems = [
    {
      key: 'zero',
      color: ZERO_COLOR,
      label: mode === 'budget' ? t('map.noBudget') : t('map.none'),
    },
    ...breaks.map((b, i) => {
      const from = i === 0 ? lower : (breaks[i - 1] ?? lower);
      const isLast = i === breaks.length - 1;
      // Classes hold from ≤ value < to (the last one includes its end); counts are whole numbers.
      const to = mode === 'count' && !isLast ? b - 1 : b;
      return {
        key: String(b),
        color: classColor(i, breaks.length),
        label:
          mode === 'count' && to <= from
            ? format(Math.max(1, from))
            : `${format(Math.max(mode === 'count' ? 1 : 0, from))} – ${format(to)}`,
      };
    }),
  ];
  const groups = useMemo(() => {
    const m = new Map<string, WardFilterOption[]>();
    for (const w of allWards) m.set(w.subCounty, [...(m.get(w.subCounty) ?? []), w]);
    return [...m.entries()];
  }, [allWards]);

  const modeButton = (m: Mode, text: string) => (
    <button
      type="button"
      className={`btn btn-sm ${mode === m ? 'btn-primary' : 'btn-outline-primary'}`}
      aria-pressed={mode === m}
      onClick={() => setMode(m)}
    >
      {text}
    </button>
  );

  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('map.title')}
      subtitle={t('map.subtitle')}
      actions={
        <div className="btn-group" role="group" aria-label={t('map.colourBy')}>
          {modeButton('count', t('map.byCount'))}
          {modeButton('budget', t('map.byBudget'))}
        </div>
      }
      query={boundariesQuery}
      hasData={boundaries !== null}
      skeleton={<SkeletonBlock height="calc(360px + 7.5rem)" />}
      testId="widget-map"
    >
      <figure className="mb-0">
        <div className="wards-map-frame" ref={frame} data-testid="map-frame">
          <WidgetErrorBoundary
            fallback={(e, retry) => (
              <ErrorState title={t('error.title')} message={e.message} onRetry={retry} />
            )}
          >
            <Suspense fallback={<div className="wards-map" aria-hidden="true" />}>
              {mapNear ? (
                <WardsMap
                  wards={wards}
                  subCounties={subCounties}
                  fillOf={fillOf}
                  infoOf={infoOf}
                  selected={selected}
                  focus={focus}
                  onSelect={select}
                  showTiles={showTiles}
                  onTilesFailed={setTilesFailed}
                  tileAttribution={t('map.tileCredit', { osm: OSM_LINK })}
                  outline={outline}
                  emphasis={emphasis}
                  label={t('map.label')}
                  hint={t(isTouchOnly() ? 'map.hintTouch' : 'map.hint')}
                />
              ) : (
                <div className="wards-map" aria-hidden="true" />
              )}
            </Suspense>
          </WidgetErrorBoundary>
          {mode === 'budget' && wardBudgets.isLoading ? (
            <div className="wards-map-status" role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('map.loadingBudgets')}
            </div>
          ) : null}
        </div>
        {/* Right under the map, covering none of it; a live region that is always there, so
            the message is announced when it appears. */}
        <div role="status">
          {showTiles && tilesFailed ? (
            <div className="wards-map-notice">
              <p className="mb-0">{t('map.tilesFailed')}</p>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary flex-shrink-0"
                onClick={() => setShowTiles(false)}
              >
                {t('map.hideStreetMap')}
              </button>
            </div>
          ) : null}
        </div>
        {mode === 'budget' && wardBudgets.isError ? (
          <ErrorState
            title={t('error.title')}
            compact
            message={t('map.budgetsFailed')}
            onRetry={wardBudgets.retry}
          />
        ) : null}
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mt-2">
          <div>
            <p className="small fw-semibold mb-1" id="wards-map-legend">
              {mode === 'budget' ? t('map.legendBudget') : t('map.legendCount')}
            </p>
            <ul className="map-legend list-unstyled small mb-0" aria-labelledby="wards-map-legend">
              {legendItems.map((i) => (
                <li key={i.key} className="legend-item">
                  <span
                    className="map-legend-swatch"
                    style={{ background: i.color }}
                    aria-hidden="true"
                  />
                  <bdi>{i.label}</bdi>
                </li>
              ))}
            </ul>
          </div>
          <div className="form-check form-switch small">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id="wards-map-tiles"
              checked={showTiles}
              onChange={(e) => setShowTiles(e.target.checked)}
            />
            <label className="form-check-label" htmlFor="wards-map-tiles">
              {t('map.streetMap')}
            </label>
          </div>
        </div>
        <details className="ward-list mt-2">
          <summary className="small">{t('map.wardList', { count: allWards.length })}</summary>
          <p className="small text-body-secondary mt-2 mb-2">{t('map.wardListHint')}</p>
          {groups.map(([subCounty, list]) => (
            <div key={subCounty} className="mb-2">
              <h3 className="h6 small mb-1">{subCounty}</h3>
              <ul className="list-unstyled ward-list-items mb-0">
                {list.map((w) => {
                  const v = valueOf(w.code);
                  const isSelected = selected.has(w.code);
                  return (
                    <li key={w.code}>
                      <button
                        type="button"
                        className={`btn btn-sm ward-list-button ${isSelected ? 'active' : ''}`}
                        aria-pressed={isSelected}
                        onClick={() => onSelectWard(w.value, w.subCounty)}
                      >
                        <span>{w.label}</span>
                        <span className="text-body-secondary">
                          {v === undefined ? '…' : format(v)}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </details>
        <figcaption
          className="map-attribution small text-body-secondary mt-2"
          data-testid="map-caption"
        >
          {/* One short line: the full credit (authors, source, licence) is on the About page. */}
          <Link to="/about" className="map-credit" data-testid="map-credit">
            {t('map.creditShort')}
          </Link>
          <span className="d-block">{t('map.approximate')}</span>
        </figcaption>
      </figure>
    </Widget>
  );
}

/** A screen with no pointer that can hover (a phone): there one taps a ward. */
function isTouchOnly(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;
}
