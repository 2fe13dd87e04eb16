import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { Input, InputNumber } from 'antd';
import './FormField.css';

interface BaseFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <div className="form-field__label-row">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        {/* Outside the label, so the field's accessible name is the label alone. */}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <div id={`${id}-hint`} className="form-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

function useFieldIds(name: string) {
  const id = `${useId()}-${name}`;
  return id;
}

/**
 * A labelled text input bound to Formik, with its error beside it. A read-only field may show
 * `displayValue` in place of the value it holds (e.g. 'Free' for a price of 0).
 */
export function TextField({
  type = 'text',
  ...props
}: BaseFieldProps & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  displayValue?: string;
}) {
  const [field, meta] = useField<string>(props.name);
  const id = useFieldIds(props.name);
  const error = meta.touched ? meta.error : undefined;
  const describedBy = error ? `${id}-error` : props.hint ? `${id}-hint` : undefined;
  const InputComponent = type === 'password' ? Input.Password : Input;
  return (
    <FieldFrame
      id={id}
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={error}
    >
      <InputComponent
        id={id}
        {...field}
        value={(props.readOnly ? props.displayValue : undefined) ?? field.value ?? ''}
        type={type === 'password' ? undefined : type}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        readOnly={props.readOnly}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy}
        size="large"
      />
    </FieldFrame>
  );
}

/** A labelled multi-line input bound to Formik. */
export function TextAreaField(props: BaseFieldProps & { rows?: number }) {
  const [field, meta] = useField<string>(props.name);
  const id = useFieldIds(props.name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldFrame
      id={id}
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={error}
    >
      <Input.TextArea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={props.rows ?? 4}
        placeholder={props.placeholder}
        disabled={props.disabled}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={error ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
      />
    </FieldFrame>
  );
}

/**
 * A labelled numeric input bound to Formik. The raw text is kept so that bad input is shown
 * with a message rather than silently dropped; the schema casts it to a number.
 */
export function NumberField(props: BaseFieldProps & { min?: number; max?: number; step?: number }) {
  const [field, meta, helpers] = useField<string | number>(props.name);
  const id = useFieldIds(props.name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldFrame
      id={id}
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={error}
    >
      <InputNumber<string>
        id={id}
        name={field.name}
        stringMode
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(value) => void helpers.setValue(value ?? '')}
        onBlur={field.onBlur}
        min={props.min === undefined ? undefined : String(props.min)}
        max={props.max === undefined ? undefined : String(props.max)}
        step={props.step === undefined ? undefined : String(props.step)}
        placeholder={props.placeholder}
        disabled={props.disabled}
        readOnly={props.readOnly}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={error ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
        size="large"
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}
