import { useState } from 'react';
import { Button, Card, Collapse } from 'react-bootstrap';

/** Collapses along its width instead of its height. */
export function HorizontalCollapse() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button
        variant="outline-primary"
        onClick={() => setOpen((o) => !o)}
        aria-controls="collapse-horizontal-text"
        aria-expanded={open}
        className="mb-3"
      >
        Toggle width
      </Button>
      <div style={{ minHeight: '7rem' }}>
        <Collapse in={open} dimension="width">
          <div id="collapse-horizontal-text">
            <Card body className="bg-body-tertiary shadow-none" style={{ width: '16rem' }}>
              This panel slides open sideways. It works best with a fixed width.
            </Card>
          </div>
        </Collapse>
      </div>
    </>
  );
}
