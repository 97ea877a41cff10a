import { Col, Row } from 'react-bootstrap';

const cell =
  'p-2 rounded border border-warning-subtle bg-warning-subtle text-warning-emphasis small';

/** Visual order (order-*, first, last), offsets, and a column pushed to the end with ms-auto. */
export function GridOrdering() {
  return (
    <div className="d-grid gap-3">
      <Row className="g-2">
        <Col>
          <div className={cell}>First in the code, no order</div>
        </Col>
        <Col xs={{ order: 5 }}>
          <div className={cell}>Second in the code, order 5</div>
        </Col>
        <Col xs={{ order: 1 }}>
          <div className={cell}>Third in the code, order 1</div>
        </Col>
      </Row>
      <Row className="g-2">
        <Col xs={{ order: 'last' }}>
          <div className={cell}>First in the code, order last</div>
        </Col>
        <Col>
          <div className={cell}>Second, no order</div>
        </Col>
        <Col xs={{ order: 'first' }}>
          <div className={cell}>Third, order first</div>
        </Col>
      </Row>
      <Row className="g-2">
        <Col xs={4}>
          <div className={cell}>xs=4</div>
        </Col>
        <Col xs={{ span: 4, offset: 4 }}>
          <div className={cell}>span 4, offset 4</div>
        </Col>
        <Col md={{ span: 6, offset: 3 }}>
          <div className={cell}>md: span 6, offset 3</div>
        </Col>
      </Row>
      <Row className="g-2">
        <Col xs="auto">
          <div className={cell}>auto</div>
        </Col>
        <Col xs="auto" className="ms-auto">
          <div className={cell}>auto, ms-auto</div>
        </Col>
      </Row>
    </div>
  );
}
