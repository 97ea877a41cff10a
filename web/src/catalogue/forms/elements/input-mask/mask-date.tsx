import { useId, useState } from 'react';
import { IMask, IMaskInput } from 'react-imask';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date typed as DD/MM/YYYY: each part accepts only a valid day, month or year. */
export function MaskDate() {
  const id = useId();
  const [date, setDate] = useState<Date | null>(null);

  return (
    <div>
      <label className="form-label" htmlFor={`${id}-date`}>
        Date of completion
      </label>
      <IMaskInput
        id={`${id}-date`}
        className="form-control"
        mask={Date}
        pattern="d{/}`m{/}`Y"
        blocks={{
          d: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2 },
          m: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
          Y: { mask: IMask.MaskedRange, from: 1990, to: 2099 },
        }}
        format={(value: Date | null) =>
          value ? `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}` : ''
        }
        parse={(text: string) => {
          const [d, m, y] = text.split('/').map(Number);
          return new Date(y ?? 0, (m ?? 1) - 1, d);
        }}
        autofix
        lazy={false}
        placeholderChar="_"
        inputMode="numeric"
        onAccept={(_value, maskRef) => {
          const typed: unknown = maskRef.typedValue;
          setDate(maskRef.masked.isComplete && typed instanceof Date ? typed : null);
        }}
        aria-describedby={`${id}-date-help`}
      />
      <p className="form-text mb-0" id={`${id}-date-help`} aria-live="polite">
        {date ? `Read as ${date.toDateString()}` : 'Day, month, year.'}
      </p>
    </div>
  );
}
