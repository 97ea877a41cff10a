import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { groupState, toggleAll } from './select-all';

const WARDS = ['Wote', 'Mbitini', 'Kathonzweni', 'Mavindini'];

/**
 * "Select all" in its third, mixed state when only some wards are ticked. `indeterminate` is a
 * DOM property, not an attribute, so it is set through a ref.
 */
export function CheckboxIndeterminate() {
  const id = useId();
  const parent = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<Record<string, boolean>>({ Wote: true });
  const state = groupState(checked, WARDS);

  useEffect(() => {
    if (parent.current) parent.current.indeterminate = state === 'some';
  }, [state]);

  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">Wards to report on</legend>
      <Form.Check
        ref={parent}
        id={`${id}-all`}
        label="All wards"
        checked={state === 'all'}
        onChange={() => setChecked((prev) => toggleAll(prev, WARDS))}
      />
      <div className="ps-4">
        {WARDS.map((ward) => (
          <Form.Check
            key={ward}
            id={`${id}-${ward}`}
            label={ward}
            checked={Boolean(checked[ward])}
            onChange={(e) => setChecked((prev) => ({ ...prev, [ward]: e.target.checked }))}
          />
        ))}
      </div>
      <p className="form-text mb-0" aria-live="polite">
        {WARDS.filter((w) => checked[w]).length} of {WARDS.length} wards ticked.
      </p>
    </fieldset>
  );
}
