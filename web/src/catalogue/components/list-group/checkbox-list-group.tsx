import { useState } from 'react';
import { Badge, Form, ListGroup } from 'react-bootstrap';

const SOURCES = [
  { id: 'treasury', label: 'Treasury payments', count: 1284 },
  { id: 'budget', label: 'Approved budget', count: 312 },
  { id: 'inspections', label: 'Site inspections', count: 97 },
];

/** Checkboxes in a list, with a count badge at the end of each row. */
export function CheckboxListGroup() {
  const [checked, setChecked] = useState<string[]>(['treasury']);
  const toggle = (id: string) =>
    setChecked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  return (
    <ListGroup style={{ maxWidth: '26rem' }}>
      {SOURCES.map((s) => (
        <ListGroup.Item
          key={s.id}
          className="d-flex align-items-center justify-content-between gap-2"
        >
          <Form.Check
            id={`source-${s.id}`}
            label={s.label}
            checked={checked.includes(s.id)}
            onChange={() => toggle(s.id)}
            className="mb-0"
          />
          <Badge bg="secondary" pill>
            {s.count.toLocaleString('en')}
          </Badge>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
