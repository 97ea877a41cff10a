import { useId } from 'react';
import { Form } from 'react-bootstrap';

const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

/** The theme's colours on a switch: a `check-<colour>` class on the input (check-variants.scss). */
export function SwitchColors() {
  const id = useId();
  return (
    <div className="demo-row gap-3">
      {COLORS.map((color) => (
        <Form.Check key={color} type="switch" id={`${id}-${color}`} className="text-capitalize">
          <Form.Check.Input type="checkbox" className={`check-${color}`} defaultChecked />
          <Form.Check.Label>{color}</Form.Check.Label>
        </Form.Check>
      ))}
    </div>
  );
}
