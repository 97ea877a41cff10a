import { Container, Nav, Navbar } from 'react-bootstrap';

// A dark navbar sets data-bs-theme="dark", so its links and toggle turn light.
const SCHEMES = [
  { bg: 'primary', theme: 'dark' },
  { bg: 'dark', theme: 'dark' },
  { bg: 'success', theme: 'dark' },
  { bg: 'body-tertiary', theme: undefined },
] as const;

/** Navbars on theme colours. */
export function NavbarColours() {
  return (
    <div className="d-grid gap-3">
      {SCHEMES.map(({ bg, theme }) => (
        <Navbar key={bg} bg={bg} data-bs-theme={theme} expand="md" className="rounded">
          <Container fluid>
            <Navbar.Brand href="#colours">{bg}</Navbar.Brand>
            <Navbar.Toggle
              aria-controls={`navbar-${bg}-links`}
              label={`Show the ${bg} navbar's links`}
            />
            <Navbar.Collapse id={`navbar-${bg}-links`}>
              <Nav defaultActiveKey="home" aria-label={`${bg} navbar links`}>
                <Nav.Link eventKey="home">Home</Nav.Link>
                <Nav.Link eventKey="projects">Projects</Nav.Link>
                <Nav.Link eventKey="about">About</Nav.Link>
              </Nav>
            </Navbar.Collapse>
          </Container>
        </Navbar>
      ))}
    </div>
  );
}
