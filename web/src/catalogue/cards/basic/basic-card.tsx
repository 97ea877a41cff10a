import { Button, Card } from 'react-bootstrap';

/** Title, subtitle, text, links and a button: the parts of a card body. */
export function BasicCard() {
  return (
    <div className="row g-3">
      <div className="col-md-6">
        <Card className="h-100">
          <Card.Body>
            <Card.Title>Kibwezi water pipeline</Card.Title>
            <Card.Subtitle className="mb-2 text-body-secondary">Kibwezi West · Water</Card.Subtitle>
            <Card.Text>
              A 14 km pipeline with two storage tanks, bringing piped water to three markets.
            </Card.Text>
            <Card.Link href="#basic">Project page</Card.Link>
            <Card.Link href="#basic">Contract</Card.Link>
          </Card.Body>
        </Card>
      </div>
      <div className="col-md-6">
        <Card className="h-100">
          <Card.Body className="d-flex flex-column align-items-start">
            <Card.Title as="h3" className="h5">
              Report a problem
            </Card.Title>
            <Card.Text>Something wrong in a project&apos;s figures? Tell the data team.</Card.Text>
            <Button variant="primary" className="mt-auto">
              Write to us
            </Button>
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}
