import { Col, Row } from 'react-bootstrap';

const cell = 'p-2 rounded border border-info-subtle bg-info-subtle text-info-emphasis small';

/**
 * One width per breakpoint: stacked on phones, two across from `sm`, three from `md`, four from
 * `lg`, six from `xl` and twelve from `xxl`. Resize the window to watch them reflow.
 */
export function GridBreakpoints() {
  return (
    <Row className="g-2">
      {Array.from({ length: 12 }, (_, i) => (
        <Col key={i} xs={12} sm={6} md={4} lg={3} xl={2} xxl={1}>
          <div className={cell}>{i + 1}</div>
        </Col>
      ))}
      <Col xs={12}>
        <p className="small text-body-secondary mb-0">xs=12 · sm=6 · md=4 · lg=3 · xl=2 · xxl=1</p>
      </Col>
    </Row>
  );
}
