import type { FormikErrors } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';
import { numbersFromText, validatePayload } from '../../domain/schemas';

export interface SchemaForm<Values, Payload> {
  /** Formik's `validate`: the schema's message for each field that fails. */
  validate(values: Values): Promise<FormikErrors<Values>>;
  /** The payload to send: the values with number inputs turned into numbers, cast and trimmed. */
  payload(values: Values): Promise<Payload>;
}

/**
 * Binds a form to one of the shared payload schemas (src/shared/domain/schemas.ts). Number inputs
 * hold text, and the schemas take only JSON numbers, exactly as the server does; so the text of
 * `numberFields` is turned into numbers (`numbersFromText`) before the schema sees it, both to
 * validate and to build what is sent.
 */
export function schemaForm<Values extends object, Payload extends AnyObject>(
  schema: ObjectSchema<Payload>,
  numberFields: readonly (keyof Values & string)[] = [],
): SchemaForm<Values, Payload> {
  return {
    async validate(values) {
      const outcome = await validatePayload(schema, numbersFromText(values, numberFields));
      return outcome.ok ? {} : (outcome.fields as FormikErrors<Values>);
    },
    async payload(values) {
      const outcome = await validatePayload(schema, numbersFromText(values, numberFields));
      // Formik submits only after `validate` found nothing, so this holds; it guards a misuse.
      if (!outcome.ok) throw new Error(`Invalid form values: ${JSON.stringify(outcome.fields)}`);
      return outcome.value;
    },
  };
}
