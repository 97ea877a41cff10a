/** Headings h1 to h6, the same sizes as classes, and a heading with a muted second part. */
export function TypographyHeadings() {
  // Demo headings sit below the page's own h1/h2, so they are paragraphs styled as headings:
  // the page's outline stays correct for screen readers.
  return (
    <div className="row g-4">
      <div className="col-md-6">
        <p className="h1">h1. Bootstrap heading</p>
        <p className="h2">h2. Bootstrap heading</p>
        <p className="h3">h3. Bootstrap heading</p>
        <p className="h4">h4. Bootstrap heading</p>
        <p className="h5">h5. Bootstrap heading</p>
        <p className="h6">h6. Bootstrap heading</p>
      </div>
      <div className="col-md-6">
        <h3>
          Ward projects <small className="text-body-secondary">with a muted secondary text</small>
        </h3>
        <h4>
          Budget <small className="text-body-secondary">KES, financial year 2024/25</small>
        </h4>
        <p className="h5 text-uppercase text-body-secondary">An uppercase overline</p>
      </div>
    </div>
  );
}
