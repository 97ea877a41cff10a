import { Landmark } from 'lucide-react';
import { Button, Container, Form, Nav, Navbar, NavDropdown } from 'react-bootstrap';

/**
 * Brand, links, a menu and a search form. Below the `lg` breakpoint the links fold behind the
 * toggle button (try it at phone width).
 */
export function BasicNavbar() {
  return (
    <Navbar expand="lg" className="bg-body-tertiary rounded">
      <Container fluid>
        <Navbar.Brand href="#basic" className="d-flex align-items-center gap-2">
          <Landmark size={22} aria-hidden="true" />
          Makueni Data
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="navbar-basic-links" label="Show the links" />
        <Navbar.Collapse id="navbar-basic-links">
          <Nav className="me-auto" defaultActiveKey="projects">
            <Nav.Link eventKey="projects">Projects</Nav.Link>
            <Nav.Link eventKey="wards">Wards</Nav.Link>
            <NavDropdown title="Data" id="navbar-basic-data">
              <NavDropdown.Item as="button">Download</NavDropdown.Item>
              <NavDropdown.Item as="button">API</NavDropdown.Item>
              <NavDropdown.Divider />
              <NavDropdown.Item as="button">Licence</NavDropdown.Item>
            </NavDropdown>
            <Nav.Link eventKey="soon" disabled>
              Budget 2027
            </Nav.Link>
          </Nav>
          <Form className="d-flex gap-2" role="search" onSubmit={(e) => e.preventDefault()}>
            <Form.Control
              type="search"
              placeholder="Search projects"
              aria-label="Search projects"
            />
            <Button variant="outline-success" type="submit" className="text-nowrap flex-shrink-0">
              Search
            </Button>
          </Form>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
