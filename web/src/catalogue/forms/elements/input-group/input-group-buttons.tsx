import { useId, useState } from 'react';
import { Button, Dropdown, DropdownButton, Form, InputGroup } from 'react-bootstrap';

const FIELDS = ['Title', 'Ward', 'Contractor'];

/** Buttons, a dropdown, and a checkbox or radio inside the group. */
export function InputGroupButtons() {
  const id = useId();
  const [field, setField] = useState(FIELDS[0] ?? '');
  const [copied, setCopied] = useState(false);

  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-link`}>Share link</Form.Label>
        <InputGroup>
          <Form.Control id={`${id}-link`} readOnly value="https://makueni.example/p/42" />
          <Button
            variant="outline-primary"
            onClick={() => {
              void navigator.clipboard
                ?.writeText('https://makueni.example/p/42')
                .then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </InputGroup>
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-q`}>Search by {field.toLowerCase()}</Form.Label>
        <InputGroup>
          <DropdownButton variant="outline-secondary" title={field} id={`${id}-field`}>
            {FIELDS.map((f) => (
              <Dropdown.Item key={f} as="button" active={f === field} onClick={() => setField(f)}>
                {f}
              </Dropdown.Item>
            ))}
          </DropdownButton>
          <Form.Control id={`${id}-q`} type="search" />
          <Button variant="primary">Search</Button>
        </InputGroup>
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-sub`}>Subscribe with a checkbox</Form.Label>
        <InputGroup>
          <InputGroup.Checkbox aria-label="Also send by SMS" />
          <Form.Control id={`${id}-sub`} placeholder="Phone for SMS" />
        </InputGroup>
      </div>
      <div className="col-12 col-md-6">
        <Form.Label htmlFor={`${id}-primary`}>Primary contact with a radio</Form.Label>
        <InputGroup>
          <InputGroup.Radio aria-label="Make this the primary contact" name={`${id}-r`} />
          <Form.Control id={`${id}-primary`} placeholder="Contact name" />
        </InputGroup>
      </div>
    </div>
  );
}
