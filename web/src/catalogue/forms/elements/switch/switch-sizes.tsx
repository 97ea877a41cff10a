import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** Small, default and large switches (`check-sm`, `check-lg` in check-variants.scss). */
export function SwitchSizes() {
  const id = useId();
  return (
    <div className="demo-row gap-4">
      <Form.Check type="switch" id={`${id}-sm`} label="Small" className="check-sm" defaultChecked />
      <Form.Check type="switch" id={`${id}-md`} label="Default" defaultChecked />
      <Form.Check type="switch" id={`${id}-lg`} label="Large" className="check-lg" defaultChecked />
    </div>
  );
}
