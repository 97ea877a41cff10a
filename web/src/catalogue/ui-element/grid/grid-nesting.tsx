import { Col, Row } from 'react-bootstrap';

const outer = 'p-2 rounded border bg-body-tertiary small h-100';
const inner = 'p-2 rounded border border-info-subtle bg-info-subtle text-info-emphasis small';

/** A row inside a column: the nested row has its own twelve columns. */
export function GridNesting() {
  return (
    <Row className="g-2">
      <Col md={8}>
        <div className={outer}>
          <p className="mb-2">Outer md=8</p>
          <Row className="g-2">
            <Col xs={6}>
              <div className={inner}>Nested xs=6</div>
            </Col>
            <Col xs={6}>
              <div className={inner}>Nested xs=6</div>
            </Col>
            <Col xs={12}>
              <Row className="g-2">
                <Col>
                  <div className={inner}>Deeper</div>
                </Col>
                <Col>
                  <div className={inner}>Deeper</div>
                </Col>
                <Col>
                  <div className={inner}>Deeper</div>
                </Col>
              </Row>
            </Col>
          </Row>
        </div>
      </Col>
      <Col md={4}>
        <div className={outer}>Outer md=4</div>
      </Col>
    </Row>
  );
}
