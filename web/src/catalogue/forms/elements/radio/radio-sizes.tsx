import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** Small, default and large radios (`check-sm`, `check-lg`). */
export function RadioSizes() {
  const id = useId();
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">Size</legend>
      <div className="demo-row gap-4">
        <Form.Check
          type="radio"
          name={`${id}-size`}
          id={`${id}-sm`}
          label="Small"
          className="check-sm"
        />
        <Form.Check
          type="radio"
          name={`${id}-size`}
          id={`${id}-md`}
          label="Default"
          defaultChecked
        />
        <Form.Check
          type="radio"
          name={`${id}-size`}
          id={`${id}-lg`}
          label="Large"
          className="check-lg"
        />
      </div>
    </fieldset>
  );
}
