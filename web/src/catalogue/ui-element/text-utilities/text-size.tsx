/** Font sizes fs-1 to fs-6 and line heights. */
export function TextSize() {
  return (
    <div className="row g-3">
      <div className="col-md-6">
        {([1, 2, 3, 4, 5, 6] as const).map((n) => (
          <p key={n} className={`fs-${n} mb-1`}>
            .fs-{n} text
          </p>
        ))}
      </div>
      <div className="col-md-6">
        {(['1', 'sm', 'base', 'lg'] as const).map((lh) => (
          <p key={lh} className={`lh-${lh} border-start border-3 ps-2 mb-3`}>
            .lh-{lh}: a paragraph long enough to wrap, so its line height shows between the lines it
            takes up in the column.
          </p>
        ))}
      </div>
    </div>
  );
}
