import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

const WARDS = Array.from({ length: 30 }, (_, i) => `Ward ${i + 1}: projects, budget and progress.`);

/** Centred on the screen, and a long body that scrolls inside the dialog. */
export function CenteredScrollableModal() {
  const [which, setWhich] = useState<'centered' | 'scrollable' | null>(null);
  const close = () => setWhich(null);

  return (
    <>
      <div className="demo-row">
        <Button variant="outline-primary" onClick={() => setWhich('centered')}>
          Vertically centred
        </Button>
        <Button variant="outline-primary" onClick={() => setWhich('scrollable')}>
          Scrolling body
        </Button>
      </div>
      <Modal
        show={which === 'centered'}
        onHide={close}
        centered
        aria-labelledby="centered-modal-title"
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="centered-modal-title">Centred</Modal.Title>
        </Modal.Header>
        <Modal.Body>This dialog sits in the middle of the screen.</Modal.Body>
      </Modal>
      <Modal
        show={which === 'scrollable'}
        onHide={close}
        scrollable
        aria-labelledby="scroll-modal-title"
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="scroll-modal-title">All 30 wards</Modal.Title>
        </Modal.Header>
        <Modal.Body tabIndex={0} aria-label="The wards, scrolling">
          {WARDS.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={close}>Done</Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
