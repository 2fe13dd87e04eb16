import { Button } from 'antd';
import { Form, Formik } from 'formik';
import type { RoleChange, UpdateResult } from '@/shared/domain/entities';
import { roleChangeSchema, VALIDATE_OPTIONS } from '@/shared/domain/schemas';
import { AntdTextField } from '@/shared/components/form/AntdFormFields';
import { useFormSubmit, type SendResult } from '@/shared/components/form/useFormSubmit';
import './RoleChangeForm.css';
import { RefusalAlert } from '@/shared/components/form/RefusalAlert';

/** What a promotion call gives back: the server's answer, or the RTK Query error. */
export type GrantRoleOutcome = SendResult<UpdateResult>;

interface RoleChangeFormProps {
  /** Sends the promotion (PUT /users/admin or PUT /user/teacher). */
  grantRole: (change: RoleChange) => Promise<GrantRoleOutcome>;
  /** Shown when the server reports a truthy modifiedCount. */
  successMessage: string;
  /** Shown when the user already had the role (modifiedCount 0). */
  alreadyHasRole: (email: string) => string;
  submitLabel: string;
}

/**
 * The make-admin / make-teacher email form: success only after a truthy modifiedCount; an existing
 * role or an unknown user gets a clear message and the email is kept.
 */
export function RoleChangeForm({
  grantRole,
  successMessage,
  alreadyHasRole,
  submitLabel,
}: RoleChangeFormProps) {
  const { onSubmit, sending, refusal } = useFormSubmit({
    payload: (values: RoleChange) => roleChangeSchema.validate(values, VALIDATE_OPTIONS),
    send: grantRole,
    meaning: (answer, change) =>
      answer.modifiedCount ? { done: successMessage } : { notDone: alreadyHasRole(change.email) },
  });

  return (
    <Formik<RoleChange>
      initialValues={{ email: '' }}
      validationSchema={roleChangeSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="role-change-form">
          <AntdTextField name="email" type="email" label="Email" required autoComplete="off" />
          <RefusalAlert refusal={refusal} className="role-change-form__feedback" />
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting || sending}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
