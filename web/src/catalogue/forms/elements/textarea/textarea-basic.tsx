import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** A plain textarea, a fixed one that cannot be resized, and a disabled one. */
export function TextareaBasic() {
  const id = useId();
  return (
    <div className="row g-3">
      <div className="col-12 col-md-4">
        <Form.Label htmlFor={`${id}-a`}>Description</Form.Label>
        <Form.Control
          id={`${id}-a`}
          as="textarea"
          rows={3}
          placeholder="What is the project about?"
        />
      </div>
      <div className="col-12 col-md-4">
        <Form.Label htmlFor={`${id}-b`}>Fixed size</Form.Label>
        <Form.Control id={`${id}-b`} as="textarea" rows={3} style={{ resize: 'none' }} />
      </div>
      <div className="col-12 col-md-4">
        <Form.Label htmlFor={`${id}-c`}>Disabled</Form.Label>
        <Form.Control
          id={`${id}-c`}
          as="textarea"
          rows={3}
          disabled
          defaultValue="Locked after approval."
        />
      </div>
    </div>
  );
}
