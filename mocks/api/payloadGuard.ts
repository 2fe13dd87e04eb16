/**
 * Makes a request body safe to hand to the shared Yup schemas. Yup 1.x crashes (TypeError, which
 * would be a 500) on some hostile input: `.trim()` on an object or array in a text field, and
 * body keys named like Object.prototype members ('constructor', '__proto__'). So before
 * validating:
 * - keys the schema does not know are dropped (the schemas strip them anyway);
 * - a text field holding an object or array becomes a field error with the schema's own type
 *   message (validated strictly, so no transform runs).
 * Numbers need nothing here: the schemas' number fields are strict and take only finite numbers
 * (src/shared/domain/schemas.ts), so 1e999 (Infinity once parsed) is their own type error.
 */
import { isSchema, ValidationError, type AnyObject, type ISchema, type ObjectSchema } from 'yup';

export interface GuardedPayload {
  input: unknown;
  /** Type errors found before validation, as `{ 'path.to.field': message }`. */
  fields: Record<string, string>;
}

type FieldSchema = ISchema<unknown> & { type?: string; fields?: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema's own type-error message for `field`. */
async function typeMessage(field: FieldSchema, wrongValue: unknown): Promise<string> {
  try {
    await field.validate(wrongValue, { strict: true });
  } catch (error) {
    if (error instanceof ValidationError && error.errors[0]) return error.errors[0];
  }
  return 'Invalid value';
}

async function guardObject(
  fields: Record<string, unknown>,
  value: Record<string, unknown>,
  prefix: string,
  errors: Record<string, string>,
): Promise<Record<string, unknown>> {
  const kept: Record<string, unknown> = {};
  for (const [key, candidate] of Object.entries(fields)) {
    if (!Object.prototype.hasOwnProperty.call(value, key) || !isSchema(candidate)) continue;
    const field = candidate as FieldSchema;
    const item = value[key];
    const path = `${prefix}${key}`;
    if (field.type === 'object' && field.fields && isRecord(item)) {
      kept[key] = await guardObject(field.fields, item, `${path}.`, errors);
    } else if (field.type === 'string' && typeof item === 'object' && item !== null) {
      errors[path] = await typeMessage(field, item);
    } else {
      kept[key] = item;
    }
  }
  return kept;
}

export async function guardPayload<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
): Promise<GuardedPayload> {
  if (!isRecord(input)) return { input, fields: {} };
  const fields: Record<string, string> = {};
  const guarded = await guardObject(schema.fields as Record<string, unknown>, input, '', fields);
  return { input: guarded, fields };
}
