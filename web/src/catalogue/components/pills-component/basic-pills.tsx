import { Nav, Tab } from 'react-bootstrap';
import { handleTabKeys } from '../tab-keys';

const PANELS = [
  { key: 'all', title: 'All', body: '1,284 projects in every ward.' },
  { key: 'ongoing', title: 'Ongoing', body: '412 projects with work under way.' },
  { key: 'stalled', title: 'Stalled', body: '37 projects with no work for six months.' },
];

/** Pills that switch panels (Tab.Container with a pills Nav); arrow keys move between them. */
export function BasicPills() {
  return (
    <Tab.Container id="pills-basic" defaultActiveKey="all">
      <div onKeyDownCapture={handleTabKeys}>
        <Nav variant="pills" className="mb-3">
          {PANELS.map((p) => (
            <Nav.Item key={p.key}>
              <Nav.Link eventKey={p.key}>{p.title}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </div>
      <Tab.Content>
        {PANELS.map((p) => (
          <Tab.Pane key={p.key} eventKey={p.key}>
            {p.body}
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
