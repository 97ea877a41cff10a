import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { NumberInput } from './number-input';

/** Small, default, large and disabled. */
export function NumberInputSizes() {
  const id = useId();
  const [value, setValue] = useState(3);
  return (
    <div className="row g-3">
      {(['sm', undefined, 'lg'] as const).map((size) => (
        <div className="col-12 col-md-3" key={size ?? 'md'}>
          <Form.Label htmlFor={`${id}-${size ?? 'md'}`}>
            {size === 'sm' ? 'Small' : size === 'lg' ? 'Large' : 'Default'}
          </Form.Label>
          <NumberInput
            id={`${id}-${size ?? 'md'}`}
            size={size}
            value={value}
            onChange={setValue}
            min={0}
            max={9}
          />
        </div>
      ))}
      <div className="col-12 col-md-3">
        <Form.Label htmlFor={`${id}-disabled`}>Disabled</Form.Label>
        <NumberInput id={`${id}-disabled`} value={7} onChange={() => undefined} disabled />
      </div>
    </div>
  );
}
