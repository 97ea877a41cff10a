/** An ellipsis for text longer than its box, on a block and on an inline-block. */
export function TextTruncation() {
  return (
    <>
      <div className="row mb-2">
        <div className="col-8 col-md-4">
          <p className="text-truncate border rounded p-2 mb-0">
            Construction of the Kibwezi–Makindu water pipeline and its storage tanks
          </p>
        </div>
      </div>
      <span
        className="d-inline-block text-truncate border rounded p-2"
        style={{ maxWidth: '12rem' }}
      >
        Rehabilitation of the Wote town market stalls
      </span>
    </>
  );
}
