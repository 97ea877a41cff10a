import { useId } from 'react';
import { FloatingLabel, Form } from 'react-bootstrap';

/** The label sits inside the field and floats up once it has a value or focus. */
export function InputFloating() {
  const id = useId();
  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <FloatingLabel controlId={`${id}-name`} label="Full name">
          <Form.Control placeholder="Full name" autoComplete="name" />
        </FloatingLabel>
      </div>
      <div className="col-12 col-md-6">
        <FloatingLabel controlId={`${id}-email`} label="Email address">
          <Form.Control
            type="email"
            placeholder="name@makueni.example"
            defaultValue="wanjiku@makueni.example"
          />
        </FloatingLabel>
      </div>
      <div className="col-12 col-md-6">
        <FloatingLabel controlId={`${id}-ward`} label="Ward">
          <Form.Select defaultValue="wote">
            <option value="wote">Wote</option>
            <option value="mbitini">Mbitini</option>
            <option value="makindu">Makindu</option>
          </Form.Select>
        </FloatingLabel>
      </div>
      <div className="col-12 col-md-6">
        <FloatingLabel controlId={`${id}-note`} label="Comment">
          <Form.Control as="textarea" placeholder="Comment" style={{ height: '6rem' }} />
        </FloatingLabel>
      </div>
    </div>
  );
}
