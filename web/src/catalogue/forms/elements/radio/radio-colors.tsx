import { useId } from 'react';
import { Form } from 'react-bootstrap';

const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

/** A `check-<colour>` class on the input (check-variants.scss) paints a radio in a theme colour. */
export function RadioColors() {
  const id = useId();
  return (
    <fieldset>
      <legend className="visually-hidden">Colour</legend>
      <div className="demo-row gap-3">
        {COLORS.map((color) => (
          <Form.Check key={color} id={`${id}-${color}`} className="text-capitalize">
            <Form.Check.Input
              type="radio"
              name={`${id}-color-${color}`}
              className={`check-${color}`}
              defaultChecked
            />
            <Form.Check.Label>{color}</Form.Check.Label>
          </Form.Check>
        ))}
      </div>
    </fieldset>
  );
}
