import { useId, useState, type ReactNode } from 'react';
import { useField, type FieldHelperProps, type FieldInputProps } from 'formik';
import './FormField.css';

/*
 * Every form field's accessibility lives here, and forms set none of it themselves: the visible
 * label is the field's <label for>, the hint or (once touched) the error describes the field
 * (aria-describedby, each with its own id), and the field says whether it is invalid
 * (aria-invalid) and required (aria-required).
 *
 * The text, text-area and password fields here are native inputs in the site's style, so a form of
 * them (login, register, the purchase page, contact) needs no component library. The number and
 * select fields, and the text fields of the dashboard's and the instructor's screens, are Ant
 * Design's (AntdFormFields.tsx), on the same frame.
 */

export interface BaseFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

/** What the control itself carries so that it is labelled, described and marked as the field is. */
interface FieldControlProps {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldState<Value> {
  field: FieldInputProps<Value>;
  helpers: FieldHelperProps<Value>;
  /** The message shown beside the field: its error once touched. */
  error: string | undefined;
  /** Spread onto the control. */
  control: FieldControlProps;
  /** Wraps the control in its label, hint and error. */
  frame: (control: ReactNode) => ReactNode;
}

/** Binds a field to Formik and gives it its label, description, error and ARIA state. */
export function useFormField<Value>(props: BaseFieldProps): FormFieldState<Value> {
  const [field, meta, helpers] = useField<Value>(props.name);
  const id = `${useId()}-${props.name}`;
  const error = meta.touched ? meta.error : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    status: error ? 'error' : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': props.required || undefined,
    'aria-describedby': error ? errorId : props.hint ? hintId : undefined,
  };
  const frame = (children: ReactNode) => (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <div className="form-field__label-row">
        <label htmlFor={id} className="form-field__label">
          {props.label}
        </label>
        {/* Outside the label, so the field's accessible name is the label alone. */}
        {props.required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {props.hint && !error && (
        <div id={hintId} className="form-field__hint">
          {props.hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="form-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
  return { field, helpers, error, control, frame };
}

/** The classes of a native control: its frame, and its error state. */
const controlClass = (status: 'error' | undefined) =>
  status ? 'form-field__control form-field__control--invalid' : 'form-field__control';

/**
 * A labelled text input bound to Formik, with its error beside it. A read-only field may show
 * `displayValue` in place of the value it holds (e.g. 'Free' for a price of 0).
 */
export function TextField({
  type = 'text',
  ...props
}: BaseFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url';
  displayValue?: string;
}) {
  const { field, control, frame } = useFormField<string>(props);
  const { status, ...aria } = control;
  return frame(
    <input
      {...field}
      {...aria}
      className={controlClass(status)}
      value={(props.readOnly ? props.displayValue : undefined) ?? field.value ?? ''}
      type={type}
      placeholder={props.placeholder}
      autoComplete={props.autoComplete}
      disabled={props.disabled}
      readOnly={props.readOnly}
    />,
  );
}

/** A labelled multi-line input bound to Formik. */
export function TextAreaField(props: BaseFieldProps & { rows?: number }) {
  const { field, control, frame } = useFormField<string>(props);
  const { status, ...aria } = control;
  return frame(
    <textarea
      {...field}
      {...aria}
      className={controlClass(status)}
      value={field.value ?? ''}
      rows={props.rows ?? 4}
      placeholder={props.placeholder}
      autoComplete={props.autoComplete}
      disabled={props.disabled}
      readOnly={props.readOnly}
    />,
  );
}

/**
 * A labelled password input bound to Formik, with a Show/Hide button that shows the typed password
 * as text and hides it again. The button is named by its text ("Show password"), so the field's
 * own name stays its label; a status line says which way it is now.
 */
export function PasswordField(props: BaseFieldProps) {
  const { field, control, frame } = useFormField<string>(props);
  const { status, ...aria } = control;
  const [shown, setShown] = useState(false);
  const [toggled, setToggled] = useState(false);
  return frame(
    <div className="form-field__password">
      <input
        {...field}
        {...aria}
        className={controlClass(status)}
        value={field.value ?? ''}
        type={shown ? 'text' : 'password'}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        disabled={props.disabled}
        readOnly={props.readOnly}
      />
      <button
        type="button"
        className="form-field__reveal"
        aria-controls={control.id}
        disabled={props.disabled}
        onClick={() => {
          setShown((isShown) => !isShown);
          setToggled(true);
        }}
      >
        {shown ? 'Hide' : 'Show'}
        <span className="visually-hidden"> password</span>
      </button>
      <span className="visually-hidden" role="status">
        {toggled ? `${props.label}: ${shown ? 'shown' : 'hidden'}.` : ''}
      </span>
    </div>,
  );
}
