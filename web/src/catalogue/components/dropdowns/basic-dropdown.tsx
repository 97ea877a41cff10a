import { Dropdown } from 'react-bootstrap';

/**
 * A toggle and its menu: headers, dividers, plain text, the current item and a disabled one.
 * Open it with Enter or Space; the arrow keys move through the items and Escape closes it.
 * The current item is marked with the `active` class and aria-current: react-bootstrap's
 * `active` prop adds aria-selected, which a menu item may not carry. Headers get a level.
 */
export function BasicDropdown() {
  return (
    <Dropdown>
      <Dropdown.Toggle id="dropdown-basic">Download</Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header aria-level={3}>Projects</Dropdown.Header>
        <Dropdown.Item as="button" className="active" aria-current="true">
          CSV
        </Dropdown.Item>
        <Dropdown.Item as="button">Excel</Dropdown.Item>
        <Dropdown.Item as="button">GeoJSON</Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Header aria-level={3}>Reports</Dropdown.Header>
        <Dropdown.Item as="button">Quarterly PDF</Dropdown.Item>
        <Dropdown.Item as="button" disabled>
          Annual PDF (not yet published)
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.ItemText className="small text-body-secondary">
          Updated every Monday
        </Dropdown.ItemText>
      </Dropdown.Menu>
    </Dropdown>
  );
}
