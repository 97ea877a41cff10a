/** Vertical rules between inline items, with Bootstrap's .vr helper. */
export function DividerVertical() {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3" style={{ minHeight: '2.5rem' }}>
      <span>Budget</span>
      <div className="vr" />
      <span>Paid</span>
      <div className="vr" />
      <span>Progress</span>
      <div className="vr text-primary opacity-100" style={{ width: 2 }} />
      <span>Ward</span>
    </div>
  );
}
