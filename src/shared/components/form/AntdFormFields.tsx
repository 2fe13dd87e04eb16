import type { Ref } from 'react';
import { Input, InputNumber, Select, type GetRef } from 'antd';
import { useFormField, type BaseFieldProps } from './FormField';

/** What a text area's ref holds (to focus it). */
export type TextAreaHandle = GetRef<typeof Input.TextArea>;

/*
 * The form fields built on Ant Design, with the same label, description, error and ARIA state as
 * the native ones (FormField.tsx): a line and a block of text, a number with its steppers, a select
 * with its searchable list. The dashboard's and the instructor's screens take their fields from here,
 * so each screen uses one kit; the public pages keep the native ones.
 * A page that uses one belongs under the antd layout route (src/app/AntdShell.tsx, in src/app/routes.tsx): that is where antd's stylesheet and theme
 * load, and without them these render unstyled.
 */

/** A labelled one-line text input bound to Formik (antd's Input). */
export function AntdTextField({
  type = 'text',
  ...props
}: BaseFieldProps & { type?: 'text' | 'email' | 'tel' | 'url' }) {
  const { field, control, frame } = useFormField<string>(props);
  return frame(
    <Input
      {...field}
      {...control}
      value={field.value ?? ''}
      type={type}
      placeholder={props.placeholder}
      autoComplete={props.autoComplete}
      disabled={props.disabled}
      readOnly={props.readOnly}
      size="large"
    />,
  );
}

/** A labelled multi-line text input bound to Formik (antd's Input.TextArea). */
export function AntdTextAreaField({
  inputRef,
  ...props
}: BaseFieldProps & {
  rows?: number;
  /** Shown as a count under the field, and the most it takes. */
  maxLength?: number;
  inputRef?: Ref<TextAreaHandle>;
}) {
  const { field, control, frame } = useFormField<string>(props);
  return frame(
    <Input.TextArea
      {...field}
      {...control}
      ref={inputRef}
      value={field.value ?? ''}
      rows={props.rows ?? 4}
      maxLength={props.maxLength}
      showCount={props.maxLength !== undefined}
      placeholder={props.placeholder}
      autoComplete={props.autoComplete}
      disabled={props.disabled}
      readOnly={props.readOnly}
    />,
  );
}

/**
 * A labelled numeric input bound to Formik. The raw text is kept so that bad input is shown
 * with a message rather than silently dropped; the schema casts it to a number.
 */
export function NumberField(props: BaseFieldProps & { min?: number; max?: number; step?: number }) {
  const { field, helpers, control, frame } = useFormField<string | number>(props);
  return frame(
    <InputNumber<string>
      {...control}
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
      size="large"
      style={{ width: '100%' }}
    />,
  );
}

/** A labelled select of fixed options bound to Formik; empty ('') when nothing is chosen. */
export function SelectField({
  options,
  allowClear,
  className,
  ...props
}: BaseFieldProps & {
  options: readonly { value: string; label: string }[];
  allowClear?: boolean;
  className?: string;
}) {
  const { field, helpers, control, frame } = useFormField<string>(props);
  return frame(
    <Select<string>
      {...control}
      value={field.value || undefined}
      options={[...options]}
      className={className}
      placeholder={props.placeholder}
      allowClear={allowClear}
      disabled={props.disabled}
      size="large"
      onChange={(value) => void helpers.setValue(value ?? '')}
      onBlur={() => void helpers.setTouched(true)}
    />,
  );
}
