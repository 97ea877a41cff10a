import { Dropdown } from 'react-bootstrap';

/**
 * A toggle and its menu: headers, dividers, plain text, an active and a disabled item.
 * Open it with Enter or Space; the arrow keys move through the items and Escape closes it.
 */
export function BasicDropdown() {
  return (
    <Dropdown>
      <Dropdown.Toggle id="dropdown-basic">Download</Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>Projects</Dropdown.Header>
        <Dropdown.Item as="button" active>
          CSV
        </Dropdown.Item>
        <Dropdown.Item as="button">Excel</Dropdown.Item>
        <Dropdown.Item as="button">GeoJSON</Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Header>Reports</Dropdown.Header>
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
