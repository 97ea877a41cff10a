import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** Radios side by side, and reversed with the label first. */
export function RadioInline() {
  const id = useId();
  return (
    <>
      <fieldset>
        <legend className="fs-6 fw-semibold">Financial year</legend>
        {['2022/23', '2023/24', '2024/25'].map((year, i) => (
          <Form.Check
            key={year}
            inline
            type="radio"
            name={`${id}-fy`}
            id={`${id}-fy-${i}`}
            label={year}
            defaultChecked={i === 2}
          />
        ))}
      </fieldset>
      <fieldset className="mt-2">
        <legend className="fs-6 fw-semibold">Reversed</legend>
        <Form.Check reverse type="radio" name={`${id}-rev`} id={`${id}-rev-a`} label="Yes" />
        <Form.Check reverse type="radio" name={`${id}-rev`} id={`${id}-rev-b`} label="No" />
      </fieldset>
    </>
  );
}
