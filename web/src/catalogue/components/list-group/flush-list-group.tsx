import { Card, ListGroup } from 'react-bootstrap';

/** Flush: no outer border or rounding, so the list sits edge to edge in a card. */
export function FlushListGroup() {
  return (
    <Card className="shadow-none border" style={{ maxWidth: '24rem' }}>
      <Card.Header>Latest updates</Card.Header>
      <ListGroup variant="flush">
        <ListGroup.Item>Borehole at Kasikeu: drilling finished</ListGroup.Item>
        <ListGroup.Item>Emali market: roof in progress</ListGroup.Item>
        <ListGroup.Item>Makindu clinic: handed over</ListGroup.Item>
      </ListGroup>
    </Card>
  );
}
