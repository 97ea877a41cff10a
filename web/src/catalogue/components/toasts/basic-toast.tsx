import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button, Toast } from 'react-bootstrap';

/** A toast with a header, a time and a close button; one with a body only. */
export function BasicToast() {
  const [show, setShow] = useState(true);

  return (
    <div className="vstack gap-3">
      {show ? null : (
        <div>
          <Button size="sm" variant="outline-primary" onClick={() => setShow(true)}>
            Show the toast again
          </Button>
        </div>
      )}
      <Toast show={show} onClose={() => setShow(false)}>
        <Toast.Header closeLabel="Close">
          <Bell size={16} aria-hidden="true" className="me-2 text-primary" />
          <strong className="me-auto">Makueni Data</strong>
          <small className="text-body-secondary">11 min ago</small>
        </Toast.Header>
        <Toast.Body>The budget of Emali market was corrected.</Toast.Body>
      </Toast>
      <Toast>
        <Toast.Body>A toast with a body only, which stays.</Toast.Body>
      </Toast>
    </div>
  );
}
