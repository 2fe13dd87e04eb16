import { Notice } from '../feedback/Notice';
import type { FormRefusal } from './useFormSubmit';

/** Why a form's last submission was not done (useFormSubmit's `refusal`), beside the form. */
export function RefusalAlert({
  refusal,
  className,
}: {
  refusal: FormRefusal | null;
  className: string;
}) {
  if (!refusal) return null;
  return <Notice className={className} tone={refusal.tone} role="alert" title={refusal.text} />;
}
