import { Dropdown, DropdownButton } from 'react-bootstrap';

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

// Light outline suits only a dark background, so the outline row leaves it out.
const OUTLINE = VARIANTS.filter((v) => v !== 'light');

/** A dropdown button in each theme colour, filled and outline. */
export function DropdownColours() {
  return (
    <>
      <div className="demo-row mb-3">
        {VARIANTS.map((variant) => (
          <DropdownButton
            key={variant}
            id={`dropdown-${variant}`}
            variant={variant}
            title={variant}
          >
            <Dropdown.Item as="button">Action</Dropdown.Item>
            <Dropdown.Item as="button">Another action</Dropdown.Item>
          </DropdownButton>
        ))}
      </div>
      <div className="demo-row">
        {OUTLINE.map((variant) => (
          <DropdownButton
            key={variant}
            id={`dropdown-outline-${variant}`}
            variant={`outline-${variant}`}
            title={variant}
          >
            <Dropdown.Item as="button">Action</Dropdown.Item>
            <Dropdown.Item as="button">Another action</Dropdown.Item>
          </DropdownButton>
        ))}
      </div>
    </>
  );
}
