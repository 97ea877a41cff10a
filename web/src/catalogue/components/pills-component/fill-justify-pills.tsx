import { Nav, Tab } from 'react-bootstrap';
import { handleTabKeys } from '../tab-keys';

const ITEMS = [
  { key: 'q1', title: 'Q1' },
  { key: 'q2', title: 'Q2' },
  { key: 'q3', title: 'Q3' },
  { key: 'ytd', title: 'Year to date' },
];

/** Pills across the whole row: sized by their text (fill) or all equal (justify). */
export function FillJustifyPills() {
  return (
    <>
      {(['fill', 'justify'] as const).map((mode) => (
        <Tab.Container key={mode} id={`pills-${mode}`} defaultActiveKey="q1">
          <h3 className="h6 text-capitalize">{mode}</h3>
          <div onKeyDownCapture={handleTabKeys}>
            <Nav
              variant="pills"
              fill={mode === 'fill'}
              justify={mode === 'justify'}
              className="mb-2"
            >
              {ITEMS.map((i) => (
                <Nav.Item key={i.key}>
                  <Nav.Link eventKey={i.key}>{i.title}</Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
          </div>
          <Tab.Content className="mb-4">
            {ITEMS.map((i) => (
              <Tab.Pane key={i.key} eventKey={i.key}>
                Spending, {i.title}.
              </Tab.Pane>
            ))}
          </Tab.Content>
        </Tab.Container>
      ))}
    </>
  );
}
