import { ListGroup } from 'react-bootstrap';

const VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;

/** Contextual colours, also on pressable items. */
export function ListGroupColours() {
  return (
    <div className="row g-4">
      <div className="col-md-6">
        <ListGroup>
          {VARIANTS.map((v) => (
            <ListGroup.Item key={v} variant={v}>
              A {v} item
            </ListGroup.Item>
          ))}
        </ListGroup>
      </div>
      <div className="col-md-6">
        <ListGroup>
          {VARIANTS.map((v) => (
            <ListGroup.Item key={v} variant={v} action as="button">
              A {v} button
            </ListGroup.Item>
          ))}
        </ListGroup>
      </div>
    </div>
  );
}
