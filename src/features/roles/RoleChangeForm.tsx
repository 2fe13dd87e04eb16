import { useState } from 'react';
import { Alert, Button } from 'antd';
import { Form, Formik } from 'formik';
import { describeApiError } from '@/shared/api/apiErrors';
import type { RoleChange, UpdateResult } from '@/shared/domain/entities';
import { roleChangeSchema, VALIDATE_OPTIONS } from '@/shared/domain/schemas';
import { TextField } from '@/shared/components/form/FormField';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import './RoleChangeForm.css';

/** What a promotion call gives back: the server's answer, or the RTK Query error. */
export type GrantRoleOutcome =
  { data: UpdateResult } | { error: Parameters<typeof describeApiError>[0] };

interface RoleChangeFormProps {
  /** Sends the promotion (PUT /users/admin or PUT /user/teacher). */
  grantRole: (change: RoleChange) => Promise<GrantRoleOutcome>;
  /** Shown when the server reports a truthy modifiedCount. */
  successMessage: string;
  /** Shown when the user already had the role (modifiedCount 0). */
  alreadyHasRole: (email: string) => string;
  submitLabel: string;
}

interface Feedback {
  type: 'info' | 'error';
  text: string;
}

/**
 * The make-admin / make-teacher email form: success only after a truthy modifiedCount (spec
 * section 4); an existing role or an unknown user gets a clear message and the email is kept.
 */
export function RoleChangeForm({
  grantRole,
  successMessage,
  alreadyHasRole,
  submitLabel,
}: RoleChangeFormProps) {
  const announce = useFeedback();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  return (
    <Formik<RoleChange>
      initialValues={{ email: '' }}
      validationSchema={roleChangeSchema}
      onSubmit={async (values, { resetForm }) => {
        setFeedback(null);
        const change = await roleChangeSchema.validate(values, VALIDATE_OPTIONS);
        const outcome = await grantRole(change);
        if ('error' in outcome) {
          setFeedback({ type: 'error', text: describeApiError(outcome.error) });
        } else if (outcome.data.modifiedCount) {
          announce.success(successMessage);
          resetForm();
        } else {
          setFeedback({ type: 'info', text: alreadyHasRole(change.email) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="role-change-form">
          <TextField name="email" type="email" label="Email" required autoComplete="off" />
          {feedback && (
            <Alert
              className="role-change-form__feedback"
              type={feedback.type}
              showIcon
              role="alert"
              title={feedback.text}
            />
          )}
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
