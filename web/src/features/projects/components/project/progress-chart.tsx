import { useTranslation } from 'react-i18next';
import type { ProgressReading } from '@app/common/projects';
import { LineChart } from '@/components/charts/line-chart';
import { parseIsoDate, type Formatters } from '@/lib/format';
import { timelineShare } from '../../lib/timeline';

interface ProgressChartProps {
  /** Oldest first. */
  readings: readonly ProgressReading[];
  startDate: string | null;
  plannedEndDate: string | null;
  fmt: Formatters;
}

const clampPercent = (v: number) => Math.max(0, Math.min(100, v));

/**
 * Progress over time. Two readings or more make a line; a single reading would be a lone dot, so
 * it is drawn as a bar (how far the work is) above the planned timeline (how far the time is).
 */
export function ProgressChart({ readings, startDate, plannedEndDate, fmt }: ProgressChartProps) {
  const { t } = useTranslation('projects');
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) return null;

  if (readings.length > 1) {
    return (
      <LineChart
        points={readings.map((r) => ({ date: r.date, value: r.percent }))}
        label={t('project.progressChart', {
          count: readings.length,
          first: fmt.date(first.date),
          last: fmt.date(last.date),
          value: fmt.percent(last.percent),
        })}
        formatDate={fmt.dateShort}
        formatValue={(v) => fmt.percent(v)}
      />
    );
  }

  const reading = first;
  const done = clampPercent(reading.percent);
  const share = timelineShare(
    parseIsoDate(startDate ?? ''),
    parseIsoDate(plannedEndDate ?? ''),
    parseIsoDate(reading.date),
  );
  const readingDate = fmt.date(reading.date);
  return (
    <div className="progress-snapshot" data-testid="progress-snapshot">
      <p className="small mb-1">{t('project.readingOn', { date: readingDate })}</p>
      <div
        className="snapshot-track"
        role="img"
        aria-label={t('project.readingLabel', { value: fmt.percent(done), date: readingDate })}
      >
        <span
          className="snapshot-fill"
          style={{ inlineSize: `${done}%` }}
          data-testid="snapshot-fill"
        />
      </div>
      <div className="snapshot-scale small text-body-secondary" aria-hidden="true">
        <span>{fmt.percent(0)}</span>
        <span>{fmt.percent(100)}</span>
      </div>
      {share !== null && startDate && plannedEndDate ? (
        <>
          <p className="small mt-3 mb-1">{t('project.timeline')}</p>
          <div
            className="snapshot-track snapshot-timeline"
            role="img"
            aria-label={t('project.timelineLabel', {
              start: fmt.date(startDate),
              end: fmt.date(plannedEndDate),
              date: readingDate,
              value: fmt.percent(clampPercent(share * 100)),
            })}
          >
            <span
              className="snapshot-elapsed"
              style={{ inlineSize: `${clampPercent(share * 100)}%` }}
            />
            <span
              className="snapshot-marker"
              style={{ insetInlineStart: `${clampPercent(share * 100)}%` }}
            />
          </div>
          <div className="snapshot-scale small text-body-secondary" aria-hidden="true">
            <span>{fmt.date(startDate)}</span>
            <span>{fmt.date(plannedEndDate)}</span>
          </div>
          <p className="small text-body-secondary mt-2 mb-0">
            {share > 1
              ? t('project.timelineLate', { date: readingDate })
              : t('project.timelineElapsed', {
                  value: fmt.percent(clampPercent(share * 100)),
                  progress: fmt.percent(done),
                })}
          </p>
        </>
      ) : null}
    </div>
  );
}
