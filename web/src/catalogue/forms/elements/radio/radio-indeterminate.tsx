import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';

const OPTIONS = ['Approve', 'Send back', 'Reject'];

/**
 * A radio group with nothing chosen is indeterminate (CSS `:indeterminate` matches its radios):
 * the group is outlined until a choice is made, and "Clear" returns it to that state.
 */
export function RadioIndeterminate() {
  const id = useId();
  const [value, setValue] = useState<string | null>(null);

  return (
    <fieldset className="radio-undecided">
      <legend className="fs-6 fw-semibold">Decision on the tender</legend>
      {OPTIONS.map((option) => (
        <Form.Check
          key={option}
          type="radio"
          name={`${id}-decision`}
          id={`${id}-${option}`}
          label={option}
          checked={value === option}
          onChange={() => setValue(option)}
        />
      ))}
      <div className="d-flex align-items-center gap-2 mt-2">
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => setValue(null)}
          disabled={!value}
        >
          Clear
        </Button>
        <span className="form-text m-0" aria-live="polite">
          {value ? `Decision: ${value}` : 'No decision yet (indeterminate).'}
        </span>
      </div>
    </fieldset>
  );
}
