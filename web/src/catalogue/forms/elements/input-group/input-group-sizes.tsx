import { useId } from 'react';
import { Form, InputGroup } from 'react-bootstrap';

/** The group sets the size of everything in it. */
export function InputGroupSizes() {
  const id = useId();
  return (
    <div className="d-grid gap-3">
      {(['sm', undefined, 'lg'] as const).map((size) => (
        <InputGroup key={size ?? 'md'} size={size}>
          <InputGroup.Text id={`${id}-${size ?? 'md'}`}>
            {size === 'sm' ? 'Small' : size === 'lg' ? 'Large' : 'Default'}
          </InputGroup.Text>
          <Form.Control aria-labelledby={`${id}-${size ?? 'md'}`} />
        </InputGroup>
      ))}
    </div>
  );
}
