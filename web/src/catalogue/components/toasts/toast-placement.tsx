import { useState } from 'react';
import { Form, Toast, ToastContainer, type ToastContainerProps } from 'react-bootstrap';

type Position = NonNullable<ToastContainerProps['position']>;

const POSITIONS: Position[] = [
  'top-start',
  'top-center',
  'top-end',
  'middle-start',
  'middle-center',
  'middle-end',
  'bottom-start',
  'bottom-center',
  'bottom-end',
];

/** Where the toasts gather in their container. Start and end mirror in right to left. */
export function ToastPlacement() {
  const [position, setPosition] = useState<Position>('top-end');

  return (
    <>
      <Form.Group controlId="toast-position" className="mb-3" style={{ maxWidth: '16rem' }}>
        <Form.Label>Position</Form.Label>
        <Form.Select value={position} onChange={(e) => setPosition(e.target.value as Position)}>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="position-relative bg-body-tertiary rounded" style={{ minHeight: '16rem' }}>
        <ToastContainer position={position} className="p-3">
          <Toast>
            <Toast.Header closeButton={false}>
              <strong className="me-auto">Placed {position}</strong>
            </Toast.Header>
            <Toast.Body>Inside a relatively positioned box.</Toast.Body>
          </Toast>
        </ToastContainer>
      </div>
    </>
  );
}
