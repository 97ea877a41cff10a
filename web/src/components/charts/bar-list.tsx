import type { ReactNode } from 'react';
import './charts.scss';

export interface BarItem {
  key: string;
  label: ReactNode;
  /** Length of the bar. */
  value: number;
  /** The value as text (always shown, so the bars need no other text alternative). */
  valueText: string;
  /** A part of the value drawn darker inside the bar (e.g. paid within budget). */
  part?: number;
  color?: string;
  partColor?: string;
}

interface BarListProps {
  items: readonly BarItem[];
  /** Scale maximum (defaults to the largest value). */
  max?: number;
  className?: string;
}

/**
 * Horizontal bars drawn with HTML, so they mirror in right-to-left and reflow on phones.
 * Every bar's value is written next to its label; the bars themselves are decorative.
 */
export function BarList({ items, max, className = '' }: BarListProps) {
  const top = max ?? Math.max(0, ...items.map((i) => i.value));
  const pct = (v: number) => (top > 0 ? Math.max(0, Math.min(100, (v / top) * 100)) : 0);
  return (
    <ul className={`bar-list list-unstyled mb-0 ${className}`}>
      {items.map((item) => (
        <li key={item.key} className="bar-list-item">
          <div className="bar-list-text">
            <span className="bar-list-label">{item.label}</span>
            <span className="bar-list-value">{item.valueText}</span>
          </div>
          <div className="bar-list-track" aria-hidden="true">
            <span
              className="bar-list-fill"
              data-testid="bar-fill"
              style={{
                inlineSize: `${pct(item.value)}%`,
                background: item.color ?? 'var(--bs-primary)',
              }}
            >
              {item.part !== undefined && item.value > 0 ? (
                <span
                  className="bar-list-part"
                  data-testid="bar-part"
                  style={{
                    inlineSize: `${Math.min(100, (item.part / item.value) * 100)}%`,
                    background: item.partColor ?? 'var(--bs-success)',
                  }}
                />
              ) : null}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A small colour key for charts. */
export function ChartLegend({
  items,
}: {
  items: readonly { key: string; label: string; color: string }[];
}) {
  return (
    <ul className="chart-legend list-inline small mb-2">
      {items.map((i) => (
        <li key={i.key} className="list-inline-item legend-item">
          <span
            className="chart-legend-swatch"
            data-testid="legend-swatch"
            style={{ background: i.color }}
            aria-hidden="true"
          />
          {i.label}
        </li>
      ))}
    </ul>
  );
}
