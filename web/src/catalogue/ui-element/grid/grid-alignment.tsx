import { Col, Row } from 'react-bootstrap';

const cell =
  'p-2 rounded border border-success-subtle bg-success-subtle text-success-emphasis small';
const frame = 'g-2 border rounded bg-body-tertiary mb-3';

const VERTICAL = ['start', 'center', 'end'] as const;
const HORIZONTAL = ['start', 'center', 'end', 'around', 'between', 'evenly'] as const;

/** Vertical alignment of a row's columns, horizontal distribution, and one column on its own. */
export function GridAlignment() {
  return (
    <>
      <h3 className="h6">Vertical (align-items-*)</h3>
      {VERTICAL.map((v) => (
        <Row key={v} className={`${frame} align-items-${v}`} style={{ minHeight: '5rem' }}>
          <Col>
            <div className={cell}>align-items-{v}</div>
          </Col>
          <Col>
            <div className={cell}>Col</div>
          </Col>
        </Row>
      ))}
      <h3 className="h6">Horizontal (justify-content-*)</h3>
      {HORIZONTAL.map((h) => (
        <Row key={h} className={`${frame} justify-content-${h}`}>
          <Col xs={4}>
            <div className={cell}>{h}</div>
          </Col>
          <Col xs={4}>
            <div className={cell}>xs=4</div>
          </Col>
        </Row>
      ))}
      <h3 className="h6">One column (align-self-*)</h3>
      <Row className={frame} style={{ minHeight: '6rem' }}>
        {VERTICAL.map((v) => (
          <Col key={v} className={`align-self-${v}`}>
            <div className={cell}>align-self-{v}</div>
          </Col>
        ))}
      </Row>
    </>
  );
}
