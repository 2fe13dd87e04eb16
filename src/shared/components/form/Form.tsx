import { useCallback, useRef, type Ref } from 'react';
import {
  Form as FormikForm,
  getIn,
  setIn,
  useFormikContext,
  type FormikFormProps,
  type FormikValues,
} from 'formik';
import { changedBeforeHydration, useInputBeforeHydration } from '../hydration/inputBeforeHydration';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** What the fields named `name` hold, in the shape of the form's current value for them. */
function valueOfFields(fields: Field[], current: unknown): unknown {
  const [first] = fields;
  if (!first) return current;
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    // One checkbox is a yes/no value; several with the same name, the list of values ticked.
    const ticked = fields.filter((field) => field instanceof HTMLInputElement && field.checked);
    return Array.isArray(current) ? ticked.map((field) => field.value) : first.checked;
  }
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    const chosen = fields.find((field) => field instanceof HTMLInputElement && field.checked);
    return chosen ? chosen.value : current;
  }
  if (first instanceof HTMLSelectElement && first.multiple) {
    return Array.from(first.selectedOptions, (option) => option.value);
  }
  return first.value;
}

/** The form's values with what the visitor entered before the form was hydrated. */
function withInputBeforeHydration<Values extends FormikValues>(
  form: HTMLFormElement,
  values: Values,
): Values {
  const fieldsByName = new Map<string, Field[]>();
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name) continue;
    fieldsByName.set(element.name, [...(fieldsByName.get(element.name) ?? []), element]);
  }
  let adopted = values;
  for (const [name, fields] of fieldsByName) {
    const current: unknown = getIn(values, name);
    // Fields that are not the form's values (the form library's own, say) are left alone.
    if (current === undefined || !fields.some(changedBeforeHydration)) continue;
    if (fields.some((field) => field instanceof HTMLInputElement && field.type === 'file'))
      continue;
    adopted = setIn(adopted, name, valueOfFields(fields, current));
  }
  return adopted;
}

/**
 * The form element of a Formik form on a page that may be prerendered: a visitor can type into
 * its fields before the app has hydrated the page, and the form starts from what they typed
 * rather than writing its initial values back over it.
 */
export function Form({ ref, ...props }: FormikFormProps & { ref?: Ref<HTMLFormElement> }) {
  const { values, setValues } = useFormikContext<FormikValues>();
  const form = useRef<HTMLFormElement>(null);
  useInputBeforeHydration(form, (element) => {
    const adopted = withInputBeforeHydration(element, values);
    if (adopted !== values) void setValues(adopted);
  });
  const setForm = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return <FormikForm {...props} ref={setForm} />;
}
