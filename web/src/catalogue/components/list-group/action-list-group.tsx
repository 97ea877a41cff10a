import { useState } from 'react';
import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';

const DEPARTMENTS = ['Roads and transport', 'Water and sanitation', 'Health services', 'Education'];

/** Items you can press: buttons that choose, and links that go through the router. */
export function ActionListGroup() {
  const [selected, setSelected] = useState(DEPARTMENTS[0]);

  return (
    <div className="row g-4">
      <div className="col-md-6">
        <h3 className="h6">Buttons</h3>
        <ListGroup>
          {DEPARTMENTS.map((d) => (
            <ListGroup.Item
              key={d}
              action
              as="button"
              active={d === selected}
              aria-pressed={d === selected}
              onClick={() => setSelected(d)}
            >
              {d}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </div>
      <div className="col-md-6">
        <h3 className="h6">Links</h3>
        <ListGroup>
          <ListGroup.Item action as={Link} to="/components/list-group#flush">
            Flush lists
          </ListGroup.Item>
          <ListGroup.Item action as={Link} to="/components/list-group#numbered">
            Numbered lists
          </ListGroup.Item>
          <ListGroup.Item action as={Link} to="/components/list-group#colours">
            Colours
          </ListGroup.Item>
        </ListGroup>
      </div>
    </div>
  );
}
