import { Card, ListGroup } from 'react-bootstrap';

/** A list group inside a card, flush with its edges, with a header or a body above it. */
export function CardListGroup() {
  return (
    <div className="row g-3">
      <div className="col-md-6">
        <Card>
          <Card.Header>Largest budgets</Card.Header>
          <ListGroup variant="flush">
            <ListGroup.Item>Kibwezi water pipeline</ListGroup.Item>
            <ListGroup.Item>Makindu–Kiboko road</ListGroup.Item>
            <ListGroup.Item>Mbooni health centre</ListGroup.Item>
          </ListGroup>
        </Card>
      </div>
      <div className="col-md-6">
        <Card>
          <Card.Body>
            <Card.Title as="h3" className="h5">
              Kilome ward
            </Card.Title>
            <Card.Text>Projects this financial year.</Card.Text>
          </Card.Body>
          <ListGroup className="list-group-flush">
            <ListGroup.Item className="d-flex justify-content-between">
              Ongoing <span className="fw-semibold">12</span>
            </ListGroup.Item>
            <ListGroup.Item className="d-flex justify-content-between">
              Complete <span className="fw-semibold">8</span>
            </ListGroup.Item>
          </ListGroup>
          <Card.Body>
            <Card.Link href="#list-group">All Kilome projects</Card.Link>
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}
