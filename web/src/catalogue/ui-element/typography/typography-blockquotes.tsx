/** Blockquotes with a source, aligned to the start, the centre and the end. */
export function TypographyBlockquotes() {
  return (
    <div className="row g-4">
      {(['start', 'center', 'end'] as const).map((align) => (
        <div key={align} className="col-lg-4">
          <figure className={`text-${align} mb-0`}>
            <blockquote className="blockquote">
              <p>Open data lets residents follow every shilling to the project it pays for.</p>
            </blockquote>
            <figcaption className="blockquote-footer mb-0">
              Aligned to the {align}, from{' '}
              <cite title="Source Title">the county&apos;s data policy</cite>
            </figcaption>
          </figure>
        </div>
      ))}
    </div>
  );
}
