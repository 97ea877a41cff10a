import { Container, Nav, Navbar, Offcanvas } from 'react-bootstrap';

/**
 * Always folded (expand={false}): the toggle opens the links in a side panel, which traps the
 * focus like a dialog and closes with Escape. It slides in from the end side.
 */
export function OffcanvasNavbar() {
  return (
    <Navbar expand={false} className="bg-body-tertiary rounded">
      <Container fluid>
        <Navbar.Brand href="#offcanvas">Ward explorer</Navbar.Brand>
        <Navbar.Toggle aria-controls="navbar-offcanvas" label="Open the menu" />
        <Navbar.Offcanvas
          id="navbar-offcanvas"
          aria-labelledby="navbar-offcanvas-title"
          placement="end"
        >
          <Offcanvas.Header closeButton closeLabel="Close the menu">
            <Offcanvas.Title id="navbar-offcanvas-title">Menu</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <Nav defaultActiveKey="map" className="flex-grow-1">
              <Nav.Link eventKey="map">Map</Nav.Link>
              <Nav.Link eventKey="list">List</Nav.Link>
              <Nav.Link eventKey="compare">Compare wards</Nav.Link>
            </Nav>
          </Offcanvas.Body>
        </Navbar.Offcanvas>
      </Container>
    </Navbar>
  );
}
