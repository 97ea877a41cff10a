import { useId, useState } from 'react';
import Select, { type MultiValue } from 'react-select';
import { DEPARTMENTS, type Option } from './select-data';
import { useSelectTheme } from './select-theme';

const MAX = 4;

/** Several choices as removable tags, at most four; the menu stays open while picking. */
export function SelectMulti() {
  const theme = useSelectTheme();
  const id = useId();
  const [value, setValue] = useState<MultiValue<Option>>(
    [DEPARTMENTS[0], DEPARTMENTS[1]].filter((o): o is Option => o !== undefined),
  );
  const isFull = value.length >= MAX;

  return (
    <div>
      <label className="form-label" htmlFor={`${id}-multi`}>
        Departments
      </label>
      <Select
        {...theme}
        inputId={`${id}-multi`}
        aria-describedby={`${id}-help`}
        options={DEPARTMENTS}
        value={value}
        onChange={setValue}
        isMulti
        closeMenuOnSelect={false}
        isOptionDisabled={() => isFull}
        placeholder="Choose departments"
      />
      <p className="form-text mb-0" id={`${id}-help`} aria-live="polite">
        {value.length} of at most {MAX} chosen
        {isFull ? ': remove one to choose another.' : '.'}
      </p>
    </div>
  );
}
