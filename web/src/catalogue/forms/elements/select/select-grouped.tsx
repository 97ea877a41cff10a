import { useId } from 'react';
import Select, { type GroupBase } from 'react-select';
import { WARDS_BY_SUB_COUNTY, type Option } from './select-data';
import { useSelectTheme } from './select-theme';

function GroupLabel(group: GroupBase<Option>) {
  return (
    <span className="d-flex justify-content-between align-items-center">
      <span>{group.label}</span>
      <span className="badge rounded-pill text-bg-secondary">{group.options.length}</span>
    </span>
  );
}

/** Options under headings: the wards of each sub-county, with a count per group. */
export function SelectGrouped() {
  const theme = useSelectTheme();
  const id = useId();

  return (
    <div className="row g-3">
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-grouped`}>
          Ward, by sub-county
        </label>
        <Select<Option, false, GroupBase<Option>>
          {...theme}
          inputId={`${id}-grouped`}
          options={WARDS_BY_SUB_COUNTY}
          formatGroupLabel={GroupLabel}
          placeholder="Choose a ward"
        />
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`${id}-grouped-multi`}>
          Wards, several
        </label>
        <Select<Option, true, GroupBase<Option>>
          {...theme}
          inputId={`${id}-grouped-multi`}
          options={WARDS_BY_SUB_COUNTY}
          formatGroupLabel={GroupLabel}
          isMulti
          placeholder="Choose wards"
        />
      </div>
    </div>
  );
}
