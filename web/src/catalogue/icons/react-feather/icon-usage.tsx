import { ArrowRight, Download, Heart, Trash, TriangleAlert } from 'lucide-react';
import { Alert, Badge, Button } from 'react-bootstrap';

/**
 * Icons inherit the text colour (`currentColor`), so Bootstrap's colour classes and components
 * colour them. A decorative icon is hidden from screen readers; an icon-only button needs a name.
 * Directional icons turn round in right-to-left.
 */
export function IconUsage() {
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        {(['primary', 'success', 'danger', 'warning', 'info'] as const).map((c) => (
          <Heart key={c} size={28} className={`text-${c}`} aria-hidden="true" />
        ))}
        <Heart size={28} fill="currentColor" className="text-danger" aria-hidden="true" />
      </div>
      <div className="demo-row">
        <Button variant="primary" className="d-inline-flex align-items-center gap-2">
          <Download size={16} aria-hidden="true" /> Download CSV
        </Button>
        <Button variant="outline-danger" aria-label="Delete the project">
          <Trash size={16} aria-hidden="true" />
        </Button>
        <Button variant="link" className="d-inline-flex align-items-center gap-1">
          Next <ArrowRight size={16} className="icon-directional" aria-hidden="true" />
        </Button>
        <Badge bg="warning" className="d-inline-flex align-items-center gap-1">
          <TriangleAlert size={12} aria-hidden="true" /> Stalled
        </Badge>
      </div>
      <Alert variant="info" className="d-flex align-items-center gap-2 mb-0">
        <TriangleAlert size={18} aria-hidden="true" />
        An icon leads the alert&apos;s text.
      </Alert>
    </div>
  );
}
