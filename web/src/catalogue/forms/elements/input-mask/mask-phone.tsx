import { useId, useState } from 'react';
import { IMaskInput } from 'react-imask';

/** A Kenyan mobile number: the country code is fixed, the rest fills in as you type. */
export function MaskPhone() {
  const id = useId();
  const [digits, setDigits] = useState('');

  return (
    <div>
      <label className="form-label" htmlFor={`${id}-phone`}>
        Mobile number
      </label>
      <IMaskInput
        id={`${id}-phone`}
        className="form-control"
        mask="+{254} 000 000 000"
        lazy={false}
        placeholderChar="_"
        unmask
        inputMode="tel"
        autoComplete="tel"
        onAccept={(value: string) => setDigits(value)}
        aria-describedby={`${id}-phone-help`}
      />
      <p className="form-text mb-0" id={`${id}-phone-help`} aria-live="polite">
        Stored as: <code>{digits || '—'}</code>
      </p>
    </div>
  );
}
