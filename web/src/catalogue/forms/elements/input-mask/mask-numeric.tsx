import { useId, useState } from 'react';
import { IMaskInput } from 'react-imask';

/**
 * Amounts with thousands separators and two decimals, limited to a range; the second field
 * takes whole numbers only, with spaces between thousands.
 */
export function MaskNumeric() {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [people, setPeople] = useState('');

  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-amount`}>
          Contract sum (Ksh)
        </label>
        <IMaskInput
          id={`${id}-amount`}
          className="form-control text-end"
          mask={Number}
          scale={2}
          thousandsSeparator=","
          radix="."
          mapToRadix={['.']}
          padFractionalZeros
          normalizeZeros
          min={0}
          max={999_999_999}
          unmask
          inputMode="decimal"
          placeholder="0.00"
          onAccept={(value: string) => setAmount(value)}
          aria-describedby={`${id}-amount-help`}
        />
        <p className="form-text mb-0" id={`${id}-amount-help`} aria-live="polite">
          Value: <code>{amount || '—'}</code>
        </p>
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-people`}>
          Residents served
        </label>
        <IMaskInput
          id={`${id}-people`}
          className="form-control text-end"
          mask={Number}
          scale={0}
          thousandsSeparator=" "
          min={0}
          max={10_000_000}
          unmask
          inputMode="numeric"
          placeholder="0"
          onAccept={(value: string) => setPeople(value)}
          aria-describedby={`${id}-people-help`}
        />
        <p className="form-text mb-0" id={`${id}-people-help`} aria-live="polite">
          Value: <code>{people || '—'}</code>
        </p>
      </div>
    </div>
  );
}
