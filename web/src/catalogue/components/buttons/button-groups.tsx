import { Button, ButtonGroup, ButtonToolbar } from 'react-bootstrap';

/** Related buttons joined together: horizontal, vertical, in sizes, and in a toolbar. */
export function ButtonGroups() {
  return (
    <>
      <div className="demo-row mb-3">
        <ButtonGroup aria-label="Period">
          <Button variant="outline-primary">Day</Button>
          <Button variant="outline-primary">Week</Button>
          <Button variant="outline-primary">Month</Button>
        </ButtonGroup>
        <ButtonGroup size="sm" aria-label="Small group">
          <Button variant="secondary">Left</Button>
          <Button variant="secondary">Middle</Button>
          <Button variant="secondary">Right</Button>
        </ButtonGroup>
        <ButtonGroup size="lg" aria-label="Large group">
          <Button variant="success">One</Button>
          <Button variant="success">Two</Button>
        </ButtonGroup>
        <ButtonGroup vertical aria-label="Vertical group">
          <Button variant="dark">Top</Button>
          <Button variant="dark">Middle</Button>
          <Button variant="dark">Bottom</Button>
        </ButtonGroup>
      </div>
      <ButtonToolbar aria-label="Editor toolbar" className="gap-2">
        <ButtonGroup aria-label="Pages">
          <Button variant="outline-secondary">1</Button>
          <Button variant="outline-secondary">2</Button>
          <Button variant="outline-secondary">3</Button>
        </ButtonGroup>
        <ButtonGroup aria-label="Actions">
          <Button variant="outline-info">Undo</Button>
          <Button variant="outline-info">Redo</Button>
        </ButtonGroup>
      </ButtonToolbar>
    </>
  );
}
