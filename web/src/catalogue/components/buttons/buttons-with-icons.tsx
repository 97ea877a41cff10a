import { Download, Heart, Plus, Search, Settings, Trash2 } from 'lucide-react';
import { Button } from 'react-bootstrap';

/**
 * Icons before or after the label. An icon-only button needs an accessible name (aria-label),
 * and the icons stay hidden from assistive technology.
 */
export function ButtonsWithIcons() {
  return (
    <>
      <div className="demo-row mb-3">
        <Button variant="primary" className="d-inline-flex align-items-center gap-2">
          <Plus size={16} aria-hidden="true" />
          New project
        </Button>
        <Button variant="outline-success" className="d-inline-flex align-items-center gap-2">
          <Download size={16} aria-hidden="true" />
          Export CSV
        </Button>
        <Button variant="danger" className="d-inline-flex align-items-center gap-2">
          Delete
          <Trash2 size={16} aria-hidden="true" />
        </Button>
      </div>
      <div className="demo-row">
        <Button variant="primary" aria-label="Search">
          <Search size={16} aria-hidden="true" />
        </Button>
        <Button variant="outline-secondary" aria-label="Settings">
          <Settings size={16} aria-hidden="true" />
        </Button>
        <Button variant="outline-danger" aria-label="Add to favourites">
          <Heart size={16} aria-hidden="true" />
        </Button>
      </div>
    </>
  );
}
