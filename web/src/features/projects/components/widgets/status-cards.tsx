import { Trans, useTranslation } from 'react-i18next';
import type { ProjectState } from '@app/common/projects';
import type { Formatters } from '@/lib/format';
import type { ProjectStatus, StatusTotals } from '../../store/select-projects-state';
import { STATE_COLORS, themeColor } from '../states';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { TermLink } from '../term-link';

interface StatusCardsProps {
  total: StatusTotals | null;
  byState: readonly ProjectStatus[];
  currentState: readonly ProjectState[];
  onToggleState: (state: ProjectState) => void;
  query: WidgetQuery;
  fmt: Formatters;
}

function Tile({
  title,
  totals,
  fmt,
  color,
  pressed,
  onToggle,
  testId,
}: {
  title: string;
  totals: StatusTotals;
  fmt: Formatters;
  /** CSS colour of the dot and the absorption bar. */
  color: string;
  pressed?: boolean;
  onToggle?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('projects');
  const heading = (
    <>
      <span className="status-dot" style={{ background: color }} aria-hidden="true" />
      {title}
    </>
  );
  return (
    <div
      className={`status-tile ${pressed ? 'is-selected' : ''} ${onToggle ? '' : 'status-tile-total'}`}
      data-testid={testId}
    >
      <h3 className="status-tile-title">
        {onToggle ? (
          <button
            type="button"
            className="btn btn-link p-0 status-tile-toggle"
            aria-pressed={pressed}
            onClick={onToggle}
            title={t('status.toggle', { state: title })}
          >
            {heading}
          </button>
        ) : (
          heading
        )}
      </h3>
      <p className="status-tile-count mb-1">
        {/* The number and its noun in the language's order ("66 projects", "miradi 66"). */}
        <Trans
          t={t}
          i18nKey="status.count"
          count={totals.count}
          values={{ value: fmt.number(totals.count) }}
          components={{
            num: <span className="status-tile-number" data-testid="status-tile-number" />,
            unit: <span className="small text-body-secondary" />,
          }}
        />
      </p>
      <dl className="status-tile-money small mb-2">
        <div>
          <dt>{t('money.budget')}</dt>
          <dd>{fmt.moneyCompact(totals.budget)}</dd>
        </div>
        <div>
          <dt>{t('money.paid')}</dt>
          <dd>{fmt.moneyCompact(totals.paid)}</dd>
        </div>
      </dl>
      <div className="small">
        <div className="progress mb-1" style={{ height: 6 }} aria-hidden="true">
          <div
            className="progress-bar"
            style={{ inlineSize: `${Math.min(100, totals.absorption)}%`, background: color }}
          />
        </div>
        <span>{t('money.absorbedValue', { value: fmt.percent(totals.absorption) })}</span>
      </div>
    </div>
  );
}

/** Totals and one card per project state: count, budget, paid and absorption. */
export function StatusCards({
  total,
  byState,
  currentState,
  onToggleState,
  query,
  fmt,
}: StatusCardsProps) {
  const { t } = useTranslation('projects');
  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('status.title')}
      titleHelp={<TermLink term="states" />}
      subtitle={t('status.subtitle')}
      query={query}
      hasData={total !== null}
      skeleton={
        <div className="status-cards">
          <div
            className="status-grid placeholder-glow"
            aria-hidden="true"
            data-testid="status-skeleton"
          >
            {Array.from({ length: 7 }, (_, i) => (
              <span key={i} className="placeholder status-tile-skeleton rounded" />
            ))}
          </div>
        </div>
      }
      testId="widget-status"
    >
      {total ? (
        <div className="status-cards">
          <div className="status-grid" data-testid="status-grid">
            <Tile
              title={t('status.all')}
              totals={total}
              fmt={fmt}
              color="var(--bs-emphasis-color)"
            />
            {byState.map((s) => (
              <Tile
                key={s.state}
                title={t(`states.${s.state}`)}
                totals={s}
                fmt={fmt}
                color={themeColor(STATE_COLORS[s.state])}
                pressed={currentState.includes(s.state)}
                onToggle={() => onToggleState(s.state)}
                testId={`status-tile-${s.state}`}
              />
            ))}
          </div>
        </div>
      ) : null}
    </Widget>
  );
}
