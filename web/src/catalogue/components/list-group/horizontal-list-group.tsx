import { ListGroup } from 'react-bootstrap';

const ITEMS = ['Planned', 'Ongoing', 'Stalled', 'Complete'];

/** Items side by side: always, or from a breakpoint up (stacked on phones). */
export function HorizontalListGroup() {
  return (
    <>
      <ListGroup horizontal className="mb-3 flex-wrap">
        {ITEMS.map((i) => (
          <ListGroup.Item key={i}>{i}</ListGroup.Item>
        ))}
      </ListGroup>
      <ListGroup horizontal="md">
        {ITEMS.map((i) => (
          <ListGroup.Item key={i}>{i} (side by side from md)</ListGroup.Item>
        ))}
      </ListGroup>
    </>
  );
}
