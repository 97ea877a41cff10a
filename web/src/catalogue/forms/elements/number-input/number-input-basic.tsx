import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { NumberInput } from './number-input';

/** Whole numbers between 0 and 20; try ↑ ↓ PageUp PageDown Home End in the field. */
export function NumberInputBasic() {
  const id = useId();
  const [count, setCount] = useState(4);
  return (
    <div style={{ maxWidth: '16rem' }}>
      <Form.Label htmlFor={`${id}-count`}>Boreholes planned</Form.Label>
      <NumberInput
        id={`${id}-count`}
        value={count}
        onChange={setCount}
        min={0}
        max={20}
        describedBy={`${id}-help`}
      />
      <Form.Text id={`${id}-help`}>Between 0 and 20. Now: {count}.</Form.Text>
    </div>
  );
}
