import { useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';

/** A form in a dialog: the first field takes the focus, Enter submits, the page shows the result. */
export function FormModal() {
  const [show, setShow] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(String(data.get('problem') ?? ''));
    setShow(false);
  };

  return (
    <>
      <Button variant="outline-danger" onClick={() => setShow(true)}>
        Report a problem
      </Button>
      {sent !== null ? <p className="mt-2 mb-0">Thank you. We received: “{sent}”</p> : null}
      <Modal show={show} onHide={() => setShow(false)} aria-labelledby="form-modal-title">
        <Form onSubmit={handleSubmit}>
          <Modal.Header closeButton closeLabel="Close">
            <Modal.Title id="form-modal-title">Report a problem</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Form.Group controlId="problem-project" className="mb-3">
              <Form.Label>Project</Form.Label>
              <Form.Control name="project" defaultValue="Kathonzweni water pan" autoFocus />
            </Form.Group>
            <Form.Group controlId="problem-text">
              <Form.Label>What is wrong?</Form.Label>
              <Form.Control as="textarea" rows={3} name="problem" required />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setShow(false)}>
              Cancel
            </Button>
            <Button type="submit">Send</Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
