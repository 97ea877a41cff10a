import { Col, Container, Row } from 'react-bootstrap';

const cell =
  'p-2 rounded border border-primary-subtle bg-primary-subtle text-primary-emphasis small';

/** Equal, sized and content-wide columns, and columns per row set on the row. */
export function GridColumns() {
  return (
    <Container fluid className="px-0 d-grid gap-3">
      <Row className="g-2">
        <Col>
          <div className={cell}>Col</div>
        </Col>
        <Col>
          <div className={cell}>Col</div>
        </Col>
        <Col>
          <div className={cell}>Col</div>
        </Col>
      </Row>
      <Row className="g-2">
        <Col xs={8}>
          <div className={cell}>xs=8</div>
        </Col>
        <Col xs={4}>
          <div className={cell}>xs=4</div>
        </Col>
      </Row>
      <Row className="g-2">
        <Col xs="auto">
          <div className={cell}>xs=&quot;auto&quot;</div>
        </Col>
        <Col>
          <div className={cell}>
            Col: the rest of the row (the auto column is as wide as its content)
          </div>
        </Col>
      </Row>
      <Row xs={2} md={4} className="g-2">
        {['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((label) => (
          <Col key={label}>
            <div className={cell}>{label}</div>
          </Col>
        ))}
      </Row>
    </Container>
  );
}
