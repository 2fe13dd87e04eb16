import { Alert } from 'antd';
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
  return (
    <Alert className={className} type={refusal.tone} showIcon role="alert" title={refusal.text} />
  );
}
