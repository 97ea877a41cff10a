import { CircleUserRound } from 'lucide-react';
import { Container, Navbar } from 'react-bootstrap';

/** A brand and a line of text at the end: no links to fold, so no toggle. */
export function NavbarText() {
  return (
    <Navbar className="bg-body-tertiary rounded">
      <Container fluid className="flex-wrap gap-2">
        <Navbar.Brand href="#text">County dashboard</Navbar.Brand>
        <Navbar.Text className="d-flex align-items-center gap-1">
          <CircleUserRound size={18} aria-hidden="true" />
          Signed in as <strong>Mwende K.</strong>
        </Navbar.Text>
      </Container>
    </Navbar>
  );
}
