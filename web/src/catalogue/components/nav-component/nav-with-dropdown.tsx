import { Nav, NavDropdown } from 'react-bootstrap';

/** A link that opens a menu, inside a row of pills. */
export function NavWithDropdown() {
  return (
    <Nav variant="pills" defaultActiveKey="summary" aria-label="Links with a menu">
      <Nav.Item>
        <Nav.Link eventKey="summary">Summary</Nav.Link>
      </Nav.Item>
      <NavDropdown title="Departments" id="nav-dropdown-departments">
        <NavDropdown.Item as="button" eventKey="roads">
          Roads
        </NavDropdown.Item>
        <NavDropdown.Item as="button" eventKey="water">
          Water
        </NavDropdown.Item>
        <NavDropdown.Divider />
        <NavDropdown.Item as="button" eventKey="all">
          All departments
        </NavDropdown.Item>
      </NavDropdown>
      <Nav.Item>
        <Nav.Link eventKey="downloads">Downloads</Nav.Link>
      </Nav.Item>
    </Nav>
  );
}
