import { Col, Nav, Row, Tab } from 'react-bootstrap';

const PANELS = [
  { key: 'roads', title: 'Roads', body: 'Graded and murramed roads, by ward.' },
  { key: 'water', title: 'Water', body: 'Boreholes, sand dams and water pans.' },
  { key: 'health', title: 'Health', body: 'Dispensaries, maternity wings and equipment.' },
  { key: 'education', title: 'Education', body: 'Early-years classrooms and bursaries.' },
];

/** Pills stacked beside their panels (above them on phones); up and down arrows move. */
export function VerticalPills() {
  return (
    <Tab.Container id="pills-vertical" defaultActiveKey="roads">
      <Row className="g-3">
        <Col sm={4}>
          <Nav variant="pills" className="flex-column" aria-orientation="vertical">
            {PANELS.map((p) => (
              <Nav.Item key={p.key}>
                <Nav.Link eventKey={p.key}>{p.title}</Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        </Col>
        <Col sm={8}>
          <Tab.Content>
            {PANELS.map((p) => (
              <Tab.Pane key={p.key} eventKey={p.key}>
                {p.body}
              </Tab.Pane>
            ))}
          </Tab.Content>
        </Col>
      </Row>
    </Tab.Container>
  );
}
