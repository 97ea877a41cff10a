import { useState } from 'react';
import { Dropdown, Form } from 'react-bootstrap';

const BEHAVIOURS = [
  { autoClose: true, label: 'Closes on any click (default)' },
  { autoClose: 'inside', label: 'Closes on a click inside' },
  { autoClose: 'outside', label: 'Closes on a click outside' },
  { autoClose: false, label: 'Closes only from its toggle' },
] as const;

/**
 * When the menu closes (autoClose), and a menu that holds a form: it stays open while the
 * checkboxes are used. Escape closes every one of them.
 */
export function DropdownCloseBehaviour() {
  const [wards, setWards] = useState<string[]>(['Kilungu']);
  const toggleWard = (ward: string) =>
    setWards((list) => (list.includes(ward) ? list.filter((w) => w !== ward) : [...list, ward]));

  return (
    <div className="demo-row">
      {BEHAVIOURS.map(({ autoClose, label }) => (
        <Dropdown key={String(autoClose)} autoClose={autoClose}>
          <Dropdown.Toggle variant="outline-secondary" id={`close-${String(autoClose)}`}>
            {label}
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as="button">First item</Dropdown.Item>
            <Dropdown.Item as="button">Second item</Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      ))}
      <Dropdown autoClose="outside">
        <Dropdown.Toggle id="close-form">Wards ({wards.length})</Dropdown.Toggle>
        <Dropdown.Menu className="p-3" style={{ minWidth: '14rem' }}>
          <Form>
            <fieldset>
              <legend className="fs-6 fw-semibold">Show projects in</legend>
              {['Kilungu', 'Mbitini', 'Kathonzweni'].map((ward) => (
                <Form.Check
                  key={ward}
                  id={`ward-${ward}`}
                  label={ward}
                  checked={wards.includes(ward)}
                  onChange={() => toggleWard(ward)}
                />
              ))}
            </fieldset>
          </Form>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
