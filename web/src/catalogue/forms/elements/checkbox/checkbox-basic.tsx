import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** Checked, unchecked, disabled, inline and reversed checkboxes. */
export function CheckboxBasic() {
  const id = useId();
  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <Form.Check id={`${id}-a`} label="Unchecked" />
        <Form.Check id={`${id}-b`} label="Checked" defaultChecked />
        <Form.Check id={`${id}-c`} label="Disabled" disabled />
        <Form.Check id={`${id}-d`} label="Disabled and checked" disabled defaultChecked />
      </div>
      <div className="col-12 col-md-6">
        <p className="small text-body-secondary mb-1">Inline</p>
        <Form.Check inline id={`${id}-e`} label="Water" defaultChecked />
        <Form.Check inline id={`${id}-f`} label="Roads" />
        <Form.Check inline id={`${id}-g`} label="Health" />
        <p className="small text-body-secondary mb-1 mt-2">Reversed (label first)</p>
        <Form.Check reverse id={`${id}-h`} label="Label before the box" />
      </div>
    </div>
  );
}
