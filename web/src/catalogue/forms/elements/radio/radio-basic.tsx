import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';

const OPTIONS = ['Planned', 'Ongoing', 'Completed', 'Stalled'];

/** A labelled group (fieldset and legend); arrow keys move between its radios. */
export function RadioBasic() {
  const id = useId();
  const [value, setValue] = useState('Ongoing');

  return (
    <div className="row g-3">
      <fieldset className="col-12 col-md-6">
        <legend className="fs-6 fw-semibold">Project state</legend>
        {OPTIONS.map((option) => (
          <Form.Check
            key={option}
            type="radio"
            name={`${id}-state`}
            id={`${id}-${option}`}
            label={option}
            checked={value === option}
            onChange={() => setValue(option)}
          />
        ))}
        <p className="form-text mb-0" aria-live="polite">
          Chosen: {value}
        </p>
      </fieldset>
      <fieldset className="col-12 col-md-6">
        <legend className="fs-6 fw-semibold">Disabled</legend>
        <Form.Check type="radio" name={`${id}-dis`} id={`${id}-dis-a`} label="Disabled" disabled />
        <Form.Check
          type="radio"
          name={`${id}-dis`}
          id={`${id}-dis-b`}
          label="Disabled and chosen"
          disabled
          defaultChecked
        />
      </fieldset>
    </div>
  );
}
