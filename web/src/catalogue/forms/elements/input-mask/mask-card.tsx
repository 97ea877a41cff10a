import { useId, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { cardBrand, passesLuhn } from './card-brand';

// American Express groups 4-6-5; the others 4-4-4-4. IMask picks the mask that fits the digits.
const CARD_MASKS = [
  { mask: '0000 000000 00000', startsWith: /^3[47]/ },
  { mask: '0000 0000 0000 0000', startsWith: /^/ },
];

/** A card number grouped as its network prints it, with the network named and a Luhn check. */
export function MaskCard() {
  const id = useId();
  const [digits, setDigits] = useState('');
  const brand = cardBrand(digits);
  const complete = digits.length >= 15;

  return (
    <div>
      <label className="form-label" htmlFor={`${id}-card`}>
        Card number
      </label>
      <IMaskInput
        id={`${id}-card`}
        className={`form-control ${complete ? (passesLuhn(digits) ? 'is-valid' : 'is-invalid') : ''}`}
        mask={CARD_MASKS.map(({ mask }) => ({ mask }))}
        dispatch={(appended, masked) => {
          const number = (masked.unmaskedValue + appended).replace(/\D/g, '');
          const index = CARD_MASKS.findIndex((m) => m.startsWith.test(number));
          return masked.compiledMasks[index];
        }}
        unmask
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4111 1111 1111 1111"
        onAccept={(value: string) => setDigits(value)}
        aria-describedby={`${id}-card-help`}
      />
      <p className="form-text mb-0" id={`${id}-card-help`} aria-live="polite">
        Network: {brand === 'unknown' ? '—' : brand}
        {complete ? (passesLuhn(digits) ? ' · number looks right' : ' · check the number') : ''}
      </p>
    </div>
  );
}
