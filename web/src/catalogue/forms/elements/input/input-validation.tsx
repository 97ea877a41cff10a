import { useId, useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

/**
 * The browser's own checks shown in Bootstrap's style: nothing is marked until the first submit
 * (`validated`), then each field shows its valid or invalid feedback; the last field uses a tooltip.
 */
export function InputValidation() {
  const id = useId();
  const [validated, setValidated] = useState(false);
  const [sent, setSent] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setValidated(true);
    setSent(form.checkValidity());
  };

  return (
    <Form noValidate validated={validated} onSubmit={handleSubmit}>
      <div className="row g-3">
        <Form.Group className="col-12 col-md-4" controlId={`${id}-first`}>
          <Form.Label>First name</Form.Label>
          <Form.Control required defaultValue="Mutua" />
          <Form.Control.Feedback>Looks good.</Form.Control.Feedback>
          <Form.Control.Feedback type="invalid">Enter a first name.</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId={`${id}-email`}>
          <Form.Label>Email</Form.Label>
          <InputGroup hasValidation>
            <InputGroup.Text>@</InputGroup.Text>
            <Form.Control type="email" required placeholder="name@makueni.example" />
            <Form.Control.Feedback type="invalid">
              Enter an email address such as name@makueni.example.
            </Form.Control.Feedback>
          </InputGroup>
        </Form.Group>
        <Form.Group className="col-12 col-md-4 position-relative" controlId={`${id}-budget`}>
          <Form.Label>Budget (Ksh)</Form.Label>
          <Form.Control type="number" required min={1000} step={1} placeholder="At least 1,000" />
          <Form.Control.Feedback type="invalid" tooltip>
            A budget of at least Ksh 1,000.
          </Form.Control.Feedback>
        </Form.Group>
      </div>
      <div className="d-flex align-items-center gap-2 mt-4">
        <Button type="submit">Check</Button>
        <span className="form-text m-0" aria-live="polite">
          {validated ? (sent ? 'All fields are valid.' : 'Some fields need attention.') : ''}
        </span>
      </div>
    </Form>
  );
}
