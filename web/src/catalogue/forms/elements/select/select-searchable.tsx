import { useId } from 'react';
import Select, { createFilter } from 'react-select';
import { ALL_WARDS } from './select-data';
import { useSelectTheme } from './select-theme';

// Matches from the start of a ward's name, ignoring case and accents.
const startsWith = createFilter<{ value: string; label: string }>({
  ignoreCase: true,
  ignoreAccents: true,
  matchFrom: 'start',
});

/** Type to narrow the list; a message when nothing matches. The second select cannot be typed in. */
export function SelectSearchable() {
  const theme = useSelectTheme();
  const id = useId();

  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-search`}>
          Ward (type to search)
        </label>
        <Select
          {...theme}
          inputId={`${id}-search`}
          options={ALL_WARDS}
          filterOption={startsWith}
          isSearchable
          isClearable
          placeholder="Start typing a ward…"
          noOptionsMessage={({ inputValue }) => `No ward starts with “${inputValue}”`}
        />
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-plain`}>
          Ward (choose only)
        </label>
        <Select
          {...theme}
          inputId={`${id}-plain`}
          options={ALL_WARDS}
          isSearchable={false}
          placeholder="Open the list…"
        />
      </div>
    </div>
  );
}
