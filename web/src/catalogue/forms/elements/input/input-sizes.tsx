import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** Large, default and small inputs, and the other common input types. */
export function InputSizes() {
  const id = useId();
  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-lg`}>Large</Form.Label>
        <Form.Control id={`${id}-lg`} size="lg" placeholder="Large input" />
        <Form.Label htmlFor={`${id}-md`} className="mt-2">
          Default
        </Form.Label>
        <Form.Control id={`${id}-md`} placeholder="Default input" />
        <Form.Label htmlFor={`${id}-sm`} className="mt-2">
          Small
        </Form.Label>
        <Form.Control id={`${id}-sm`} size="sm" placeholder="Small input" />
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-email`}>Email</Form.Label>
        <Form.Control
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="name@makueni.example"
        />
        <Form.Label htmlFor={`${id}-password`} className="mt-2">
          Password
        </Form.Label>
        <Form.Control id={`${id}-password`} type="password" autoComplete="new-password" />
        <Form.Label htmlFor={`${id}-file`} className="mt-2">
          Attachment
        </Form.Label>
        <Form.Control id={`${id}-file`} type="file" />
        <Form.Label htmlFor={`${id}-color`} className="mt-2 d-block">
          Colour
        </Form.Label>
        <Form.Control
          id={`${id}-color`}
          type="color"
          defaultValue="#4c46c8"
          title="Choose a colour"
        />
      </div>
    </div>
  );
}
