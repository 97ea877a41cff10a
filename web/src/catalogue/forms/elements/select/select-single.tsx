import { useId, useState } from 'react';
import Select, { type SingleValue } from 'react-select';
import { SUB_COUNTIES, type Option } from './select-data';
import { useSelectTheme } from './select-theme';

/** One choice, clearable; the small, large and disabled variants underneath. */
export function SelectSingle() {
  const theme = useSelectTheme();
  const id = useId();
  const [value, setValue] = useState<SingleValue<Option>>(SUB_COUNTIES[3] ?? null);

  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-basic`}>
          Sub-county
        </label>
        <Select
          {...theme}
          inputId={`${id}-basic`}
          options={SUB_COUNTIES}
          value={value}
          onChange={setValue}
          isClearable
          placeholder="Choose a sub-county"
        />
        <p className="form-text mb-0" aria-live="polite">
          Selected: {value ? value.label : 'none'}
        </p>
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-disabled`}>
          Disabled
        </label>
        <Select
          {...theme}
          inputId={`${id}-disabled`}
          options={SUB_COUNTIES}
          defaultValue={SUB_COUNTIES[0]}
          isDisabled
        />
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-sm`}>
          Small
        </label>
        <Select
          {...theme}
          className="rs rs-sm"
          inputId={`${id}-sm`}
          options={SUB_COUNTIES}
          placeholder="Small select"
        />
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-lg`}>
          Large
        </label>
        <Select
          {...theme}
          className="rs rs-lg"
          inputId={`${id}-lg`}
          options={SUB_COUNTIES}
          placeholder="Large select"
        />
      </div>
    </div>
  );
}
