/** Placeholders shaped like the content they stand for (no layout shift when data arrives). */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  const widths = [9, 7, 10, 6, 8, 5];
  return (
    <div className="placeholder-glow" aria-hidden="true" data-testid="loading-placeholder">
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className={`placeholder col-${widths[i % widths.length]} d-block mb-2 rounded`}
        />
      ))}
    </div>
  );
}

export function SkeletonBlock({ height }: { height: number | string }) {
  return (
    <div className="placeholder-glow" aria-hidden="true" data-testid="loading-placeholder">
      <span className="placeholder w-100 d-block rounded" style={{ height }} />
    </div>
  );
}

export function SkeletonStats({ count = 4 }: { count?: number }) {
  return (
    <div className="row g-3 placeholder-glow" aria-hidden="true" data-testid="loading-placeholder">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="col-6">
          <span className="placeholder col-6 d-block mb-2 rounded" />
          <span className="placeholder col-9 d-block rounded" style={{ height: '1.75rem' }} />
        </div>
      ))}
    </div>
  );
}

export function SkeletonTable({ rows = 5, cols = 4 }: { rows?: number; cols?: number }) {
  return (
    <div className="placeholder-glow" aria-hidden="true" data-testid="loading-placeholder">
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="d-flex gap-3 mb-2">
          {Array.from({ length: cols }, (_, c) => (
            <span
              key={c}
              className="placeholder flex-grow-1 rounded"
              style={{ height: '1.25rem' }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
