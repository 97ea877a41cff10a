/** Unstyled, inline, ordered and description lists. */
export function TypographyLists() {
  return (
    <div className="row g-4">
      <div className="col-md-6">
        <p className="fw-semibold mb-1">Unordered</p>
        <ul>
          <li>Water</li>
          <li>
            Roads
            <ul>
              <li>Gravelling</li>
              <li>Bridges</li>
            </ul>
          </li>
          <li>Health</li>
        </ul>
        <p className="fw-semibold mb-1">Unstyled</p>
        <ul className="list-unstyled">
          <li>Planned</li>
          <li>Ongoing</li>
          <li>Complete</li>
        </ul>
        <p className="fw-semibold mb-1">Inline</p>
        <ul className="list-inline">
          <li className="list-inline-item">Kibwezi</li>
          <li className="list-inline-item">Mbooni</li>
          <li className="list-inline-item">Kilome</li>
        </ul>
        <p className="fw-semibold mb-1">Ordered</p>
        <ol>
          <li>Plan</li>
          <li>Tender</li>
          <li>Build</li>
        </ol>
      </div>
      <div className="col-md-6">
        <p className="fw-semibold mb-1">Description list, aligned in the grid</p>
        <dl className="row mb-0">
          <dt className="col-sm-4">Stalled</dt>
          <dd className="col-sm-8">Work stopped before completion.</dd>
          <dt className="col-sm-4">Budget</dt>
          <dd className="col-sm-8">The amount approved for the project, in KES.</dd>
          <dt className="col-sm-4 text-truncate">A term too long to fit the column</dt>
          <dd className="col-sm-8">Truncated with text-truncate.</dd>
        </dl>
      </div>
    </div>
  );
}
