import type { ReactNode } from 'react';

export interface ChartTable {
  /** Column headings: the first names the row labels' column. */
  columns: readonly string[];
  rows: readonly (readonly [string, ...(string | number)[]])[];
}

interface ChartFigureProps {
  /** What the chart shows, read by everyone (and its figures, for a screen reader, below). */
  caption: string;
  table: ChartTable;
  children: ReactNode;
  /** Height of the drawing area, so a chart sized to its parent has room. */
  height?: number;
}

/**
 * A chart with its text alternative: a caption on screen and the figures as a table that only
 * screen readers meet. The drawing itself is decoration for them.
 */
export function ChartFigure({ caption, table, children, height = 320 }: ChartFigureProps) {
  return (
    <figure className="chart-figure mb-0">
      <div className="chart-figure-canvas" style={{ minHeight: height }}>
        {children}
      </div>
      <figcaption className="small text-body-secondary mt-2">{caption}</figcaption>
      {/* A table ignores a 1px width, so the wrapper is the hidden box. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([label, ...values]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {values.map((v, i) => (
                  <td key={table.columns[i + 1] ?? i}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
