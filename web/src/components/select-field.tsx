export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  /** Accessible name; shown to screen readers only (the first option says what it filters). */
  label: string;
  value: string | number;
  options: readonly SelectOption[];
  /** An option for "no filter" (value ''), listed first. */
  anyLabel?: string;
  title?: string;
  onChange: (value: string) => void;
}

/** A filter or order select of a list's toolbar, with its label kept for screen readers. */
export function SelectField({
  id,
  label,
  value,
  options,
  anyLabel,
  title,
  onChange,
}: SelectFieldProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        title={title}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
