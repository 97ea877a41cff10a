import { Nav } from 'react-bootstrap';

const VARIANTS = ['tabs', 'pills', 'underline'] as const;

/** The same links as tabs, pills and underlined; then filling and justified widths. */
export function NavVariants() {
  return (
    <>
      {VARIANTS.map((variant) => (
        <div key={variant} className="mb-4">
          <h3 className="h6 text-capitalize">{variant}</h3>
          <Nav variant={variant} defaultActiveKey="budget" aria-label={`Links as ${variant}`}>
            <Nav.Link eventKey="budget">Budget</Nav.Link>
            <Nav.Link eventKey="spending">Spending</Nav.Link>
            <Nav.Link eventKey="contractors">Contractors</Nav.Link>
            <Nav.Link eventKey="none" disabled>
              Disabled
            </Nav.Link>
          </Nav>
        </div>
      ))}
      <h3 className="h6">Fill (items share the row, each as wide as its text needs)</h3>
      <Nav variant="pills" fill defaultActiveKey="a" className="mb-4" aria-label="Filled pills">
        <Nav.Link eventKey="a">Active</Nav.Link>
        <Nav.Link eventKey="b">A much longer link</Nav.Link>
        <Nav.Link eventKey="c">Link</Nav.Link>
      </Nav>
      <h3 className="h6">Justified (equal widths)</h3>
      <Nav variant="tabs" justify defaultActiveKey="a" aria-label="Justified tabs">
        <Nav.Link eventKey="a">Active</Nav.Link>
        <Nav.Link eventKey="b">A much longer link</Nav.Link>
        <Nav.Link eventKey="c">Link</Nav.Link>
      </Nav>
    </>
  );
}
