import { useId, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';

/** One field under another, the label above each: the layout for narrow columns and phones. */
export function LayoutVertical() {
  const id = useId();
  const handleSubmit = (e: FormEvent) => e.preventDefault();
  return (
    <Form onSubmit={handleSubmit} style={{ maxWidth: '32rem' }}>
      <Form.Group className="mb-3" controlId={`${id}-subject`}>
        <Form.Label>Subject</Form.Label>
        <Form.Control />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-ward`}>
        <Form.Label>Ward</Form.Label>
        <Form.Select defaultValue="">
          <option value="" disabled>
            Choose a ward
          </option>
          <option>Wote</option>
          <option>Makindu</option>
          <option>Emali/Mulala</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-message`}>
        <Form.Label>Message</Form.Label>
        <Form.Control as="textarea" rows={3} />
      </Form.Group>
      <div className="d-flex gap-2">
        <Button type="submit">Send</Button>
        <Button type="reset" variant="outline-secondary">
          Reset
        </Button>
      </div>
    </Form>
  );
}
