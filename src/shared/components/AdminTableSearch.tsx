import { useId } from 'react';
import { Input } from 'antd';
import './AdminTableSearch.css';

/**
 * A labelled search box above an admin table (its label stays visible): antd's Input, as the rest
 * of the dashboard; a search field, with the browser's own clear button where it has one.
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
      <Input
        id={id}
        type="search"
        size="large"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
