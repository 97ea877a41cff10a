import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** Disabled, read-only and plain-text fields, and a field with help text tied to it. */
export function InputStates() {
  const id = useId();
  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-disabled`}>Disabled</Form.Label>
        <Form.Control id={`${id}-disabled`} disabled defaultValue="Cannot be changed or focused" />
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-readonly`}>Read-only</Form.Label>
        <Form.Control id={`${id}-readonly`} readOnly defaultValue="Can be focused and copied" />
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-plain`}>Read-only plain text</Form.Label>
        <Form.Control id={`${id}-plain`} plaintext readOnly defaultValue="MKN-2024-0042" />
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-help`}>With help text</Form.Label>
        <Form.Control id={`${id}-help`} aria-describedby={`${id}-help-text`} />
        <Form.Text id={`${id}-help-text`}>Use the code printed on the tender notice.</Form.Text>
      </div>
    </div>
  );
}
