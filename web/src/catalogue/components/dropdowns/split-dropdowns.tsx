import { useState } from 'react';
import { Dropdown, SplitButton } from 'react-bootstrap';

const VARIANTS = ['primary', 'success', 'danger', 'info'] as const;

/** The main part runs the default action; the arrow opens the alternatives. */
export function SplitDropdowns() {
  const [last, setLast] = useState('nothing yet');

  return (
    <>
      <div className="demo-row mb-2">
        {VARIANTS.map((variant) => (
          <SplitButton
            key={variant}
            id={`split-${variant}`}
            variant={variant}
            title="Save"
            toggleLabel="More ways to save"
            onClick={() => setLast(`Save (${variant})`)}
            onSelect={(key) => setLast(`${key ?? ''} (${variant})`)}
          >
            <Dropdown.Item as="button" eventKey="Save as draft">
              Save as draft
            </Dropdown.Item>
            <Dropdown.Item as="button" eventKey="Save and publish">
              Save and publish
            </Dropdown.Item>
          </SplitButton>
        ))}
      </div>
      <p className="mb-0" aria-live="polite">
        Last action: {last}
      </p>
    </>
  );
}
