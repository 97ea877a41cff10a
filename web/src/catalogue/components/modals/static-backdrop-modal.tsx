import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

/**
 * A click outside or Escape does not close it (the dialog shakes a little instead): for a step
 * that must be answered. Only its buttons close it.
 */
export function StaticBackdropModal() {
  const [show, setShow] = useState(false);
  const [answer, setAnswer] = useState('');
  const answerWith = (value: string) => {
    setAnswer(value);
    setShow(false);
  };

  return (
    <>
      <Button variant="danger" onClick={() => setShow(true)}>
        Delete the draft
      </Button>
      {answer ? <p className="mt-2 mb-0">You chose: {answer}</p> : null}
      <Modal
        show={show}
        onHide={() => setShow(false)}
        backdrop="static"
        keyboard={false}
        aria-labelledby="static-modal-title"
      >
        <Modal.Header>
          <Modal.Title id="static-modal-title">Delete this draft?</Modal.Title>
        </Modal.Header>
        <Modal.Body>The draft report and its 4 attachments will be removed for good.</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => answerWith('keep it')}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => answerWith('delete it')}>
            Delete
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
