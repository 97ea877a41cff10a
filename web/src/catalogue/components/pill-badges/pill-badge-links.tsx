import { X } from 'lucide-react';
import { useState } from 'react';
import { Badge, CloseButton } from 'react-bootstrap';
import { Link } from 'react-router';

const INITIAL = ['Roads', 'Water', 'Health', 'Education'];

/** Pills as links, and filter pills that can be removed. */
export function PillBadgeLinks() {
  const [filters, setFilters] = useState(INITIAL);

  return (
    <>
      <div className="demo-row mb-3">
        <Badge
          pill
          bg="primary"
          as={Link}
          to="/components/pill-badges#links"
          className="text-decoration-none"
        >
          A link
        </Badge>
        <Badge pill bg="info" as={Link} to="/components/badges" className="text-decoration-none">
          To the badges page
        </Badge>
      </div>
      <div className="demo-row" role="group" aria-label="Active filters">
        {filters.map((f) => (
          <Badge
            key={f}
            pill
            bg=""
            className="bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center gap-1 ps-3 pe-1 py-1"
          >
            {f}
            <CloseButton
              aria-label={`Remove the ${f} filter`}
              className="p-1"
              style={{ fontSize: '0.5rem' }}
              onClick={() => setFilters((list) => list.filter((x) => x !== f))}
            />
          </Badge>
        ))}
        {filters.length === 0 ? (
          <button
            type="button"
            className="btn btn-link btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => setFilters(INITIAL)}
          >
            <X size={14} aria-hidden="true" />
            No filters: put them back
          </button>
        ) : null}
      </div>
    </>
  );
}
