import { Badge, ListGroup } from 'react-bootstrap';

const STEPS = [
  { title: 'Tender advertised', detail: 'Open for 21 days', days: 21 },
  { title: 'Contract awarded', detail: 'After evaluation', days: 14 },
  { title: 'Works started', detail: 'Site handed over', days: 7 },
];

/** A numbered list (an <ol>), with richer content in each item. */
export function NumberedListGroup() {
  return (
    <ListGroup as="ol" numbered>
      {STEPS.map((s) => (
        <ListGroup.Item
          key={s.title}
          as="li"
          className="d-flex justify-content-between align-items-start"
        >
          <div className="ms-2 me-auto">
            <div className="fw-bold">{s.title}</div>
            {s.detail}
          </div>
          <Badge bg="primary" pill>
            {s.days} days
          </Badge>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
