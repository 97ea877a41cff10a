import { useId } from 'react';
import { Form } from 'react-bootstrap';

const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

/** A `check-<colour>` class on the input (check-variants.scss) paints it in a theme colour. */
export function CheckboxColors() {
  const id = useId();
  return (
    <div className="demo-row gap-3">
      {COLORS.map((color) => (
        <Form.Check key={color} id={`${id}-${color}`} className="text-capitalize">
          <Form.Check.Input type="checkbox" className={`check-${color}`} defaultChecked />
          <Form.Check.Label>{color}</Form.Check.Label>
        </Form.Check>
      ))}
    </div>
  );
}
