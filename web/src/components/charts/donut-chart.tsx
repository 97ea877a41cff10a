import './charts.scss';

export interface DonutSegment {
  key: string;
  label: string;
  value: number;
  color: string;
}

interface DonutChartProps {
  segments: readonly DonutSegment[];
  /** Read by screen readers instead of the drawing (list the values). */
  label: string;
  /** Big text in the middle. */
  centerValue?: string;
  centerLabel?: string;
  size?: number;
}

/** A light SVG donut; it is an image with a text alternative, values are also shown beside it. */
export function DonutChart({
  segments,
  label,
  centerValue,
  centerLabel,
  size = 140,
}: DonutChartProps) {
  const total = segments.reduce((s, x) => s + Math.max(0, x.value), 0);
  const r = 15.915494; // circumference 100
  let offset = 25; // start at 12 o'clock
  return (
    <svg
      viewBox="0 0 42 42"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      className="donut-chart flex-shrink-0"
    >
      <circle cx="21" cy="21" r={r} fill="none" stroke="var(--bs-secondary-bg)" strokeWidth="6" />
      {total > 0
        ? segments.map((s) => {
            const share = (Math.max(0, s.value) / total) * 100;
            const dash = `${share} ${100 - share}`;
            const circle = (
              <circle
                key={s.key}
                cx="21"
                cy="21"
                r={r}
                fill="none"
                stroke={s.color}
                strokeWidth="6"
                strokeDasharray={dash}
                strokeDashoffset={offset}
              />
            );
            offset = (offset - share + 100) % 100;
            return circle;
          })
        : null}
      {centerValue ? (
        <text x="21" y={centerLabel ? 21 : 22.5} textAnchor="middle" className="donut-center-value">
          {centerValue}
        </text>
      ) : null}
      {centerLabel ? (
        <text x="21" y="26" textAnchor="middle" className="donut-center-label">
          {centerLabel}
        </text>
      ) : null}
    </svg>
  );
}
