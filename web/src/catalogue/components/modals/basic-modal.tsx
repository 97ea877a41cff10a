import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

/**
 * A dialog the page opens and closes. While open, Tab stays inside it; Escape, the close button
 * or a click outside closes it, and the focus goes back to the button that opened it.
 */
export function BasicModal() {
  const [show, setShow] = useState(false);
  const close = () => setShow(false);

  return (
    <>
      <Button onClick={() => setShow(true)}>Open the dialog</Button>
      <Modal show={show} onHide={close} aria-labelledby="basic-modal-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="basic-modal-title">Subscribe to updates</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          We will send one email a month with the projects that changed in your ward.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            Not now
          </Button>
          <Button variant="primary" onClick={close}>
            Subscribe
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
