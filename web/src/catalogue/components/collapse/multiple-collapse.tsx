import { useState } from 'react';
import { Button, Card, Col, Collapse, Row } from 'react-bootstrap';

/** Several buttons, several panels: each opens its own, one opens both. */
export function MultipleCollapse() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  const both = first && second;

  return (
    <>
      <div className="demo-row mb-3">
        <Button
          variant="success"
          onClick={() => setFirst((o) => !o)}
          aria-controls="collapse-first"
          aria-expanded={first}
        >
          Budget
        </Button>
        <Button
          variant="success"
          onClick={() => setSecond((o) => !o)}
          aria-controls="collapse-second"
          aria-expanded={second}
        >
          Spending
        </Button>
        <Button
          variant="outline-success"
          onClick={() => {
            setFirst(!both);
            setSecond(!both);
          }}
          aria-controls="collapse-first collapse-second"
          aria-expanded={both}
        >
          {both ? 'Close both' : 'Open both'}
        </Button>
      </div>
      <Row className="g-3">
        <Col sm={6}>
          <Collapse in={first}>
            <div id="collapse-first">
              <Card body className="bg-body-tertiary shadow-none">
                The budget is what the county assembly approved for the project.
              </Card>
            </div>
          </Collapse>
        </Col>
        <Col sm={6}>
          <Collapse in={second}>
            <div id="collapse-second">
              <Card body className="bg-body-tertiary shadow-none">
                Spending is what the treasury has paid to the contractor so far.
              </Card>
            </div>
          </Collapse>
        </Col>
      </Row>
    </>
  );
}
