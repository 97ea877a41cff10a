import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { countCharacters } from './counter';

const MAX = 160;

/**
 * Characters left, announced politely to screen readers; the count turns amber near the limit
 * and red past it (the field is marked invalid rather than cutting the text off).
 */
export function TextareaCounter() {
  const id = useId();
  const [text, setText] = useState('Rehabilitation of the Wote–Makindu road, phase two.');
  const { left, tone } = countCharacters(text, MAX);

  return (
    <div>
      <Form.Label htmlFor={`${id}-sms`}>SMS to residents</Form.Label>
      <Form.Control
        id={`${id}-sms`}
        as="textarea"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        isInvalid={tone === 'over'}
        aria-describedby={`${id}-count`}
      />
      <div
        id={`${id}-count`}
        className={`form-text text-end ${tone === 'over' ? 'text-danger-emphasis' : tone === 'warning' ? 'text-warning-emphasis' : ''}`}
        aria-live="polite"
      >
        {left >= 0
          ? `${left} of ${MAX} characters left`
          : `${-left} characters over the limit of ${MAX}`}
      </div>
    </div>
  );
}
