import { useState } from 'react';
import { Nav } from 'react-bootstrap';

/** Links in a row: the current one marked active (aria-current), one disabled. */
export function BasicNav() {
  const [active, setActive] = useState('overview');

  return (
    <>
      <Nav activeKey={active} onSelect={(key) => key && setActive(key)} as="ul">
        <Nav.Item as="li">
          <Nav.Link eventKey="overview">Overview</Nav.Link>
        </Nav.Item>
        <Nav.Item as="li">
          <Nav.Link eventKey="projects">Projects</Nav.Link>
        </Nav.Item>
        <Nav.Item as="li">
          <Nav.Link eventKey="wards">Wards</Nav.Link>
        </Nav.Item>
        <Nav.Item as="li">
          <Nav.Link eventKey="archive" disabled>
            Archive
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <p className="mt-2 mb-0">Current: {active}</p>
    </>
  );
}
