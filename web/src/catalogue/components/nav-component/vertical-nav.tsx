import { FileText, House, MapPinned, Settings, type LucideIcon } from 'lucide-react';
import { Nav } from 'react-bootstrap';

const ITEMS: { key: string; label: string; icon: LucideIcon }[] = [
  { key: 'home', label: 'Home', icon: House },
  { key: 'map', label: 'Map', icon: MapPinned },
  { key: 'reports', label: 'Reports', icon: FileText },
  { key: 'settings', label: 'Settings', icon: Settings },
];

/** Stacked, with icons; plain links and pills. */
export function VerticalNav() {
  return (
    <div className="row g-4">
      <div className="col-sm-6">
        <Nav className="flex-column" defaultActiveKey="home" aria-label="Vertical links">
          {ITEMS.map(({ key, label, icon: Icon }) => (
            <Nav.Link key={key} eventKey={key} className="d-flex align-items-center gap-2">
              <Icon size={16} aria-hidden="true" />
              {label}
            </Nav.Link>
          ))}
        </Nav>
      </div>
      <div className="col-sm-6">
        <Nav
          variant="pills"
          className="flex-column"
          defaultActiveKey="map"
          aria-label="Vertical pills"
        >
          {ITEMS.map(({ key, label, icon: Icon }) => (
            <Nav.Link key={key} eventKey={key} className="d-flex align-items-center gap-2">
              <Icon size={16} aria-hidden="true" />
              {label}
            </Nav.Link>
          ))}
        </Nav>
      </div>
    </div>
  );
}
