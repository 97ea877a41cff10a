import { useId, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';

/** Labels beside their fields from the small breakpoint up, above them on a phone. */
export function LayoutHorizontal() {
  const id = useId();
  const handleSubmit = (e: FormEvent) => e.preventDefault();
  return (
    <Form onSubmit={handleSubmit}>
      <Form.Group as={Row} className="mb-3" controlId={`${id}-name`}>
        <Form.Label column sm={3}>
          Full name
        </Form.Label>
        <Col sm={9}>
          <Form.Control autoComplete="name" />
        </Col>
      </Form.Group>
      <Form.Group as={Row} className="mb-3" controlId={`${id}-email`}>
        <Form.Label column sm={3}>
          Email
        </Form.Label>
        <Col sm={9}>
          <Form.Control type="email" autoComplete="email" />
        </Col>
      </Form.Group>
      <fieldset>
        <Row className="mb-3">
          <Form.Label as="legend" column sm={3}>
            Contact by
          </Form.Label>
          <Col sm={9} className="pt-sm-2">
            <Form.Check
              type="radio"
              name={`${id}-contact`}
              id={`${id}-c-email`}
              label="Email"
              defaultChecked
            />
            <Form.Check type="radio" name={`${id}-contact`} id={`${id}-c-sms`} label="SMS" />
          </Col>
        </Row>
      </fieldset>
      <Row>
        <Col sm={{ span: 9, offset: 3 }}>
          <Form.Check
            id={`${id}-terms`}
            label="Keep me informed about projects in my ward"
            className="mb-3"
          />
          <Button type="submit">Save</Button>
        </Col>
      </Row>
    </Form>
  );
}
