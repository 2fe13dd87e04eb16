import { useId } from 'react';
import { useField } from 'formik';
import { Select } from 'antd';
import { COURSE_CATEGORIES } from '@/shared/domain/entities';

const options = COURSE_CATEGORIES.map((category) => ({ value: category, label: category }));

/** The optional course category (docs/decisions.md#catalogue): a labelled select bound to Formik, error beside it. */
export function CategorySelectField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = `${useId()}-${name}`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <Select<string>
        id={id}
        value={field.value || undefined}
        options={options}
        className="category-select"
        placeholder="No category"
        allowClear
        size="large"
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
