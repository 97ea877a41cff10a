import { Nav } from 'react-bootstrap';

const PLACES = [
  { className: 'justify-content-start', label: 'Start' },
  { className: 'justify-content-center', label: 'Centre' },
  { className: 'justify-content-end', label: 'End' },
];

/** Placed at the start, the centre or the end of the row with flex utilities. */
export function NavAlignment() {
  return (
    <>
      {PLACES.map((p) => (
        <Nav
          key={p.label}
          className={`${p.className} border-bottom mb-2`}
          defaultActiveKey="one"
          aria-label={`${p.label} aligned links`}
        >
          <Nav.Link eventKey="one">{p.label} one</Nav.Link>
          <Nav.Link eventKey="two">Two</Nav.Link>
          <Nav.Link eventKey="three">Three</Nav.Link>
        </Nav>
      ))}
    </>
  );
}
