import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { NumberInput } from './number-input';

/** Decimal steps, large steps with a prefix, and a unit after the value. */
export function NumberInputStep() {
  const id = useId();
  const [rate, setRate] = useState(2.5);
  const [budget, setBudget] = useState(500_000);
  const [length, setLength] = useState(1.2);
  return (
    <div className="row g-3">
      <div className="col-12 col-md-4">
        <Form.Label htmlFor={`${id}-rate`}>Rate (step 0.25, 0 to 10)</Form.Label>
        <NumberInput
          id={`${id}-rate`}
          value={rate}
          onChange={setRate}
          min={0}
          max={10}
          step={0.25}
          suffix="%"
        />
      </div>
      <div className="col-12 col-md-4">
        <Form.Label htmlFor={`${id}-budget`}>Budget (step 50,000)</Form.Label>
        <NumberInput
          id={`${id}-budget`}
          value={budget}
          onChange={setBudget}
          min={0}
          step={50_000}
          prefix="Ksh"
        />
      </div>
      <div className="col-12 col-md-4">
        <Form.Label htmlFor={`${id}-length`}>Road length (step 0.1)</Form.Label>
        <NumberInput
          id={`${id}-length`}
          value={length}
          onChange={setLength}
          min={0}
          max={50}
          step={0.1}
          suffix="km"
        />
      </div>
    </div>
  );
}
