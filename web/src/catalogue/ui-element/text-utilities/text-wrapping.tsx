/** Wrapping, no wrapping, and breaking a long word so it cannot push the layout sideways. */
export function TextWrapping() {
  return (
    <div className="d-grid gap-3">
      <div className="badge text-bg-primary text-wrap text-start" style={{ width: '9rem' }}>
        text-wrap: this badge&apos;s text wraps onto new lines.
      </div>
      <div className="overflow-auto border rounded p-2" tabIndex={0} style={{ maxWidth: '14rem' }}>
        <span className="text-nowrap">text-nowrap: this text stays on one line and overflows</span>
      </div>
      <p className="text-break border rounded p-2 mb-0" style={{ maxWidth: '14rem' }}>
        text-break: mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm
      </p>
    </div>
  );
}
