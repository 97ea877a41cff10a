import { ListGroup } from 'react-bootstrap';

/** A plain list, with the current item marked active and one disabled. */
export function BasicListGroup() {
  return (
    <ListGroup>
      <ListGroup.Item active aria-current="true">
        Kathonzweni ward
      </ListGroup.Item>
      <ListGroup.Item>Kilungu ward</ListGroup.Item>
      <ListGroup.Item>Mbitini ward</ListGroup.Item>
      <ListGroup.Item disabled aria-disabled="true">
        Nguu/Masumba ward (no projects yet)
      </ListGroup.Item>
      <ListGroup.Item>Wote/Nziu ward</ListGroup.Item>
    </ListGroup>
  );
}
