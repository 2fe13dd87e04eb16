/** Request payload checks shared by the resources: the same Yup schemas as the app's forms. */
import type { AnyObject, ObjectSchema } from 'yup';
import { validatePayload } from '@/shared/domain/schemas';
import { isRecord } from '../database';
import { guardPayload } from '../payloadGuard';
import { API_ERRORS, HttpError } from './errors';

/** The payload cast by `schema`, or a 400 {error, fields} naming every field that failed. */
export async function validated<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
): Promise<T> {
  const guarded = await guardPayload(schema, input);
  const outcome = await validatePayload(schema, guarded.input);
  const fields = { ...(outcome.ok ? {} : outcome.fields), ...guarded.fields };
  if (!outcome.ok || Object.keys(fields).length > 0)
    throw new HttpError(400, { error: API_ERRORS.validation, fields });
  return outcome.value;
}

/** A copy of `value` without its undefined properties (so they are stored absent). */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** Re-exported for the resources: a plain JSON object (one definition, in ../database). */
export { isRecord };
