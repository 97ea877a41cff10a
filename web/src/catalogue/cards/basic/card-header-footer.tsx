import { Button, Card, Nav } from 'react-bootstrap';

/** A header and footer, a quote as the body, and navigation tabs in the header. */
export function CardHeaderFooter() {
  return (
    <div className="row g-3">
      <div className="col-lg-4">
        <Card className="h-100">
          <Card.Header>Featured</Card.Header>
          <Card.Body>
            <Card.Title as="h3" className="h5">
              Wote market stalls
            </Card.Title>
            <Card.Text>Rehabilitation of 120 stalls and the market&apos;s drainage.</Card.Text>
            <Button variant="outline-primary" size="sm">
              Details
            </Button>
          </Card.Body>
          <Card.Footer className="text-body-secondary">Updated 2 days ago</Card.Footer>
        </Card>
      </div>
      <div className="col-lg-4">
        <Card className="h-100">
          <Card.Header>Quote</Card.Header>
          <Card.Body>
            <blockquote className="blockquote mb-0">
              <p>What gets published gets finished.</p>
              <footer className="blockquote-footer">
                A <cite title="Source Title">ward administrator</cite>
              </footer>
            </blockquote>
          </Card.Body>
        </Card>
      </div>
      <div className="col-lg-4">
        <Card className="h-100">
          <Card.Header>
            <Nav variant="tabs" defaultActiveKey="budget" className="card-header-tabs">
              <Nav.Item>
                <Nav.Link as="button" eventKey="budget">
                  Budget
                </Nav.Link>
              </Nav.Item>
              <Nav.Item>
                <Nav.Link as="button" eventKey="paid">
                  Paid
                </Nav.Link>
              </Nav.Item>
              <Nav.Item>
                <Nav.Link as="button" eventKey="audit" disabled>
                  Audit
                </Nav.Link>
              </Nav.Item>
            </Nav>
          </Card.Header>
          <Card.Body>
            <Card.Text>Tabs sit in the header with the card-header-tabs class.</Card.Text>
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}
