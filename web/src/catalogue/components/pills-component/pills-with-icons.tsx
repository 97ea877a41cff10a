import { ChartColumn, Map as MapIcon, Table2, type LucideIcon } from 'lucide-react';
import { Nav, Tab } from 'react-bootstrap';
import { handleTabKeys } from '../tab-keys';

const VIEWS: { key: string; title: string; icon: LucideIcon; body: string }[] = [
  { key: 'table', title: 'Table', icon: Table2, body: 'Every project in rows you can sort.' },
  { key: 'chart', title: 'Chart', icon: ChartColumn, body: 'Spending by department.' },
  { key: 'map', title: 'Map', icon: MapIcon, body: 'Projects on the ward map.' },
];

/** Icons with the labels; a tinted bar behind the pills. */
export function PillsWithIcons() {
  return (
    <Tab.Container id="pills-icons" defaultActiveKey="chart">
      <div onKeyDownCapture={handleTabKeys}>
        <Nav variant="pills" className="bg-body-tertiary rounded p-1 mb-3 d-inline-flex">
          {VIEWS.map(({ key, title, icon: Icon }) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key} className="d-flex align-items-center gap-2">
                <Icon size={16} aria-hidden="true" />
                {title}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </div>
      <Tab.Content>
        {VIEWS.map((v) => (
          <Tab.Pane key={v.key} eventKey={v.key}>
            {v.body}
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
