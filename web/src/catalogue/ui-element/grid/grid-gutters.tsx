import { useId, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';

const cell =
  'p-3 rounded border border-primary-subtle bg-primary-subtle text-primary-emphasis small';

/** Gutters between columns, horizontal (gx-*) and vertical (gy-*), from 0 to 5. */
export function GridGutters() {
  const [gx, setGx] = useState(3);
  const [gy, setGy] = useState(3);
  const gxId = useId();
  const gyId = useId();
  return (
    <>
      <Row className="mb-3 g-3">
        <Col sm={6}>
          <Form.Label htmlFor={gxId}>Horizontal gutter: gx-{gx}</Form.Label>
          <Form.Range
            id={gxId}
            min={0}
            max={5}
            value={gx}
            onChange={(e) => setGx(Number(e.target.value))}
          />
        </Col>
        <Col sm={6}>
          <Form.Label htmlFor={gyId}>Vertical gutter: gy-{gy}</Form.Label>
          <Form.Range
            id={gyId}
            min={0}
            max={5}
            value={gy}
            onChange={(e) => setGy(Number(e.target.value))}
          />
        </Col>
      </Row>
      <Row xs={2} md={3} className={`gx-${gx} gy-${gy}`}>
        {Array.from({ length: 6 }, (_, i) => (
          <Col key={i}>
            <div className={cell}>
              gx-{gx} gy-{gy}
            </div>
          </Col>
        ))}
      </Row>
    </>
  );
}
