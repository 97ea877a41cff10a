import { Dropdown, DropdownButton, SplitButton } from 'react-bootstrap';

/** Large and small toggles, plain and split. */
export function DropdownSizes() {
  return (
    <div className="demo-row">
      <DropdownButton id="dropdown-lg" size="lg" title="Large" variant="secondary">
        <Dropdown.Item as="button">Action</Dropdown.Item>
      </DropdownButton>
      <SplitButton
        id="split-lg"
        size="lg"
        title="Large split"
        variant="secondary"
        toggleLabel="More"
      >
        <Dropdown.Item as="button">Action</Dropdown.Item>
      </SplitButton>
      <DropdownButton id="dropdown-sm" size="sm" title="Small" variant="secondary">
        <Dropdown.Item as="button">Action</Dropdown.Item>
      </DropdownButton>
      <SplitButton
        id="split-sm"
        size="sm"
        title="Small split"
        variant="secondary"
        toggleLabel="More"
      >
        <Dropdown.Item as="button">Action</Dropdown.Item>
      </SplitButton>
    </div>
  );
}
