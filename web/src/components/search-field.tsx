import { Search } from 'lucide-react';

interface SearchFieldProps {
  id: string;
  /** Accessible name, also shown as the placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'sm';
}

/** A list's search box, with a search icon before it and its label kept for screen readers. */
export function SearchField({ id, label, value, onChange, size }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className={size === 'sm' ? 'input-group input-group-sm' : 'input-group'}>
        <span className="input-group-text">
          <Search size={size === 'sm' ? 14 : 16} aria-hidden="true" />
        </span>
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </>
  );
}
