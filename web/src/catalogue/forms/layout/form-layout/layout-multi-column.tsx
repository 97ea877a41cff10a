import { useId, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';

/** Two and three columns on wide screens, one on a phone: the grid's columns hold the fields. */
export function LayoutMultiColumn() {
  const id = useId();
  const handleSubmit = (e: FormEvent) => e.preventDefault();
  return (
    <Form onSubmit={handleSubmit}>
      <Row className="g-3">
        <Form.Group as={Col} xs={12} md={6} controlId={`${id}-first`}>
          <Form.Label>First name</Form.Label>
          <Form.Control autoComplete="given-name" />
        </Form.Group>
        <Form.Group as={Col} xs={12} md={6} controlId={`${id}-last`}>
          <Form.Label>Last name</Form.Label>
          <Form.Control autoComplete="family-name" />
        </Form.Group>
        <Form.Group as={Col} xs={12} controlId={`${id}-address`}>
          <Form.Label>Address</Form.Label>
          <Form.Control autoComplete="street-address" placeholder="P.O. Box 78, Wote" />
        </Form.Group>
        <Form.Group as={Col} xs={12} md={5} controlId={`${id}-town`}>
          <Form.Label>Town</Form.Label>
          <Form.Control autoComplete="address-level2" />
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} md={4} controlId={`${id}-county`}>
          <Form.Label>County</Form.Label>
          <Form.Select defaultValue="Makueni">
            <option>Makueni</option>
            <option>Machakos</option>
            <option>Kitui</option>
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} md={3} controlId={`${id}-code`}>
          <Form.Label>Postal code</Form.Label>
          <Form.Control autoComplete="postal-code" inputMode="numeric" />
        </Form.Group>
        <Col xs={12}>
          <Button type="submit">Register</Button>
        </Col>
      </Row>
    </Form>
  );
}
