import { useRef, useState } from 'react';
import { Button, Overlay, Popover } from 'react-bootstrap';

/**
 * The page decides when it shows: a confirmation with its own buttons. Escape or a click
 * outside closes it (rootClose), and the focus returns to the button.
 */
export function ControlledPopover() {
  const [show, setShow] = useState(false);
  const [status, setStatus] = useState('Not archived');
  const target = useRef<HTMLButtonElement>(null);
  const close = () => {
    setShow(false);
    target.current?.focus();
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <Button
        ref={target}
        variant="danger"
        onClick={() => setShow((s) => !s)}
        aria-expanded={show}
        aria-controls="popover-confirm"
      >
        Archive the project
      </Button>
      <span>{status}</span>
      <Overlay target={target} show={show} placement="bottom" rootClose onHide={close}>
        <Popover id="popover-confirm">
          <Popover.Header as="h3">Archive it?</Popover.Header>
          <Popover.Body>
            <p>It will leave the dashboard but stay in the downloads.</p>
            <div className="d-flex gap-2">
              <Button
                size="sm"
                variant="danger"
                autoFocus
                onClick={() => {
                  setStatus('Archived');
                  close();
                }}
              >
                Archive
              </Button>
              <Button size="sm" variant="secondary" onClick={close}>
                Cancel
              </Button>
            </div>
          </Popover.Body>
        </Popover>
      </Overlay>
    </div>
  );
}
