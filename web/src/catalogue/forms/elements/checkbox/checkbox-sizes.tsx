import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** Small, default and large checkboxes (`check-sm`, `check-lg`). */
export function CheckboxSizes() {
  const id = useId();
  return (
    <div className="demo-row gap-4">
      <Form.Check id={`${id}-sm`} label="Small" className="check-sm" defaultChecked />
      <Form.Check id={`${id}-md`} label="Default" defaultChecked />
      <Form.Check id={`${id}-lg`} label="Large" className="check-lg" defaultChecked />
    </div>
  );
}
