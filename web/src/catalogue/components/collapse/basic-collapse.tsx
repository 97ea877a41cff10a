import { useState } from 'react';
import { Button, Card, Collapse } from 'react-bootstrap';

/** A button shows and hides a block; aria-expanded and aria-controls tell assistive technology. */
export function BasicCollapse() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button
        onClick={() => setOpen((o) => !o)}
        aria-controls="collapse-basic-text"
        aria-expanded={open}
      >
        How is “stalled” decided?
      </Button>
      <Collapse in={open}>
        <div id="collapse-basic-text">
          <Card body className="mt-3 bg-body-tertiary shadow-none">
            A project is stalled when no work was recorded on it for six months while its contract
            is still open.
          </Card>
        </div>
      </Collapse>
    </>
  );
}
