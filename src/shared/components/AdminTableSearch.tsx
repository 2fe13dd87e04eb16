import { useId } from 'react';
import './AdminTableSearch.css';

/**
 * A labelled search box above an admin table (its label stays visible). A native search field, as
 * the catalogue's (with the browser's own clear button, where it has one).
 */
export function AdminTableSearch({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="admin-table-search">
      <label htmlFor={id} className="admin-table-search__label">
        {label}
      </label>
      <input
        id={id}
        className="admin-table-search__input"
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
