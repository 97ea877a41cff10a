import { parseIsoDate } from '@/lib/format';
import './charts.scss';

export interface LinePoint {
  /** ISO calendar date */
  date: string;
  value: number;
}

interface LineChartProps {
  points: readonly LinePoint[];
  /** Text alternative (the readings are also given as a table by the caller). */
  label: string;
  formatDate: (iso: string) => string;
  formatValue: (v: number) => string;
  /** Upper end of the value axis. */
  max?: number;
}

const W = 320;
const H = 170;
const PAD = { top: 12, right: 14, bottom: 28, left: 38 };

/** A small SVG line chart over dated readings (progress over time). Drawn left to right. */
export function LineChart({ points, label, formatDate, formatValue, max = 100 }: LineChartProps) {
  const dated = points
    .map((p) => ({ ...p, t: parseIsoDate(p.date)?.getTime() ?? NaN }))
    .filter((p) => Number.isFinite(p.t))
    .sort((a, b) => a.t - b.t);
  const first = dated[0];
  const last = dated[dated.length - 1];
  if (!first || !last) return null;
  const span = Math.max(1, last.t - first.t);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (t: number) =>
    PAD.left + (dated.length === 1 ? plotW / 2 : ((t - first.t) / span) * plotW);
  const y = (v: number) => PAD.top + plotH - (Math.max(0, Math.min(max, v)) / max) * plotH;
  const ticks = [0, 25, 50, 75, 100].map((p) => (p / 100) * max);
  const path = dated
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  const area = `${path} L${x(last.t).toFixed(1)},${y(0)} L${x(first.t).toFixed(1)},${y(0)} Z`;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="line-chart w-100"
      role="img"
      aria-label={label}
      style={{ direction: 'ltr' }}
    >
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="line-chart-grid" />
          <text x={PAD.left - 6} y={y(v) + 3} textAnchor="end" className="line-chart-tick">
            {formatValue(v)}
          </text>
        </g>
      ))}
      <path d={area} className="line-chart-area" />
      <path d={path} className="line-chart-line" fill="none" />
      {dated.map((p) => (
        <circle
          key={`${p.date}-${p.value}`}
          cx={x(p.t)}
          cy={y(p.value)}
          r="3.2"
          className="line-chart-dot"
          data-testid="line-chart-dot"
        />
      ))}
      <text x={PAD.left} y={H - 8} textAnchor="start" className="line-chart-tick">
        {formatDate(first.date)}
      </text>
      {dated.length > 1 ? (
        <text x={W - PAD.right} y={H - 8} textAnchor="end" className="line-chart-tick">
          {formatDate(last.date)}
        </text>
      ) : null}
    </svg>
  );
}
