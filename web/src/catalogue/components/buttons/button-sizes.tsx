import { Button } from 'react-bootstrap';

/** Large, default and small buttons, and buttons that fill their row. */
export function ButtonSizes() {
  return (
    <>
      <div className="demo-row mb-3">
        <Button size="lg">Large</Button>
        <Button>Default</Button>
        <Button size="sm">Small</Button>
      </div>
      <div className="demo-row mb-3">
        <Button size="lg" variant="outline-secondary">
          Large
        </Button>
        <Button variant="outline-secondary">Default</Button>
        <Button size="sm" variant="outline-secondary">
          Small
        </Button>
      </div>
      <div className="d-grid gap-2">
        <Button variant="primary">Full width</Button>
        <Button variant="outline-primary">Full width, outline</Button>
      </div>
    </>
  );
}
