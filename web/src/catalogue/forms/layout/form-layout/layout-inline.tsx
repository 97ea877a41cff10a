import { useId, type FormEvent } from 'react';
import { Button, Col, Form, InputGroup, Row } from 'react-bootstrap';

/** Fields in one line on wide screens (auto-width columns), stacked on a phone. */
export function LayoutInline() {
  const id = useId();
  const handleSubmit = (e: FormEvent) => e.preventDefault();
  return (
    <Form onSubmit={handleSubmit}>
      <Row className="g-2 align-items-center">
        <Col xs={12} sm="auto">
          <Form.Label htmlFor={`${id}-q`} visuallyHidden>
            Project name
          </Form.Label>
          <Form.Control id={`${id}-q`} placeholder="Project name" />
        </Col>
        <Col xs={12} sm="auto">
          <Form.Label htmlFor={`${id}-budget`} visuallyHidden>
            Minimum budget
          </Form.Label>
          <InputGroup>
            <InputGroup.Text>Ksh</InputGroup.Text>
            <Form.Control id={`${id}-budget`} placeholder="Minimum budget" inputMode="numeric" />
          </InputGroup>
        </Col>
        <Col xs="auto">
          <Form.Check id={`${id}-done`} label="Completed only" />
        </Col>
        <Col xs="auto">
          <Button type="submit">Filter</Button>
        </Col>
      </Row>
    </Form>
  );
}
