import { Dropdown, DropdownButton } from 'react-bootstrap';

/**
 * The menu lines up with the toggle's start (default) or end edge, or changes at a breakpoint.
 * A dark menu suits a dark navbar.
 */
export function DropdownAlignment() {
  return (
    <div className="demo-row">
      <DropdownButton id="align-start" title="Aligned to start" variant="secondary">
        <Dropdown.Item as="button">A rather longer action</Dropdown.Item>
      </DropdownButton>
      <DropdownButton id="align-end" align="end" title="Aligned to end" variant="secondary">
        <Dropdown.Item as="button">A rather longer action</Dropdown.Item>
      </DropdownButton>
      <DropdownButton
        id="align-responsive"
        align={{ lg: 'end' }}
        title="End from large screens"
        variant="secondary"
      >
        <Dropdown.Item as="button">A rather longer action</Dropdown.Item>
      </DropdownButton>
      <DropdownButton id="menu-dark" menuVariant="dark" title="Dark menu" variant="dark">
        <Dropdown.Item as="button" className="active" aria-current="true">
          Active
        </Dropdown.Item>
        <Dropdown.Item as="button">Action</Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button">Separated</Dropdown.Item>
      </DropdownButton>
    </div>
  );
}
