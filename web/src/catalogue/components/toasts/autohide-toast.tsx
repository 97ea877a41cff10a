import { useState } from 'react';
import { Button, Toast, ToastContainer } from 'react-bootstrap';

/**
 * A button makes a toast appear in the corner; it hides by itself after 3 seconds (or when
 * closed). It is announced politely (role="status"), without taking the focus.
 */
export function AutohideToast() {
  const [show, setShow] = useState(false);

  return (
    <>
      <Button onClick={() => setShow(true)}>Save the filters</Button>
      <ToastContainer position="bottom-end" className="p-3 position-fixed" style={{ zIndex: 1080 }}>
        <Toast
          show={show}
          onClose={() => setShow(false)}
          delay={3000}
          autohide
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          <Toast.Header closeLabel="Close">
            <strong className="me-auto">Filters saved</strong>
            <small>just now</small>
          </Toast.Header>
          <Toast.Body>Your ward and department filters will be used next time.</Toast.Body>
        </Toast>
      </ToastContainer>
    </>
  );
}
