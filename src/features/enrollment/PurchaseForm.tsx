import { useState } from 'react';
import { Link } from 'react-router';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Alert, Button } from 'antd';
import { apiErrorCode, apiFieldErrors, describeApiError } from '@/shared/api/apiErrors';
import type { Course, NewEnrollment } from '@/shared/domain/entities';
import { formatDollars } from '@/shared/domain/price';
import { enrollmentSchema } from '@/shared/domain/schemas';
import { messages } from '@/shared/messages';
import { dashboardPath } from '@/shared/routing/paths';
import type { SessionUser } from '@/shared/auth/authSlice';
import { TextField } from '@/shared/components/form/FormField';
import { schemaForm } from '@/shared/components/form/schemaForm';
import { useEnrollMutation } from './enrollmentApi';
import { useFeedback } from '@/shared/components/feedback/Announcer';

/** What the learner types; the course and its price come from the catalogue. */
interface PurchaseValues {
  displayName: string;
  email: string;
  address: string;
  city: string;
  phone: string;
}

type PurchaseRequest = PurchaseValues & { courseId: string; price: number };

const purchaseForm = schemaForm<PurchaseRequest, NewEnrollment>(enrollmentSchema);

const initialValuesFor = (user: SessionUser): PurchaseValues => ({
  displayName: user.displayName ?? '',
  email: user.email ?? '',
  address: '',
  city: '',
  phone: '',
});

type Outcome =
  { kind: 'enrolled' } | { kind: 'alreadyEnrolled' } | { kind: 'failed'; message: string } | null;

/**
 * The purchase form: POST /enroll names the course by id with the price the learner sees; the
 * server takes both from the catalogue. A price that changed meanwhile is refused with the new
 * price (`onPriceChanged` reloads the course), and a second enrollment in the course is refused
 * with a link to My Courses. What was typed is kept after any refusal.
 */
export function PurchaseForm({
  course,
  user,
  onPriceChanged,
}: {
  course: Course;
  user: SessionUser;
  onPriceChanged: () => void;
}) {
  const feedback = useFeedback();
  const [enroll] = useEnrollMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const request = (values: PurchaseValues): PurchaseRequest => ({
    ...values,
    courseId: course._id,
    price: course.price,
  });

  const submit = async (values: PurchaseValues, form: FormikHelpers<PurchaseValues>) => {
    setOutcome(null);
    const result = await enroll(await purchaseForm.payload(request(values)));
    if ('error' in result) {
      if (apiErrorCode(result.error) === 'already_enrolled') {
        setOutcome({ kind: 'alreadyEnrolled' });
        return;
      }
      const fields = apiFieldErrors(result.error);
      if (fields.price) onPriceChanged();
      setOutcome({ kind: 'failed', message: describeApiError(result.error) });
      form.setErrors(fields);
      return;
    }
    if (result.data.insertedId) {
      feedback.success(messages.enrollmentSubmitted);
      setOutcome({ kind: 'enrolled' });
      form.resetForm();
    }
  };

  return (
    <Formik<PurchaseValues>
      initialValues={initialValuesFor(user)}
      validate={(values) => purchaseForm.validate(request(values))}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="purchase-form-title" className="purchase-form">
          <h2 id="purchase-form-title">Your enrollment</h2>
          <dl className="purchase-form__order">
            <div>
              <dt>Course</dt>
              <dd>{course.name}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd className="purchase-form__price">{formatDollars(course.price)}</dd>
            </div>
          </dl>
          <TextField name="displayName" label="Your name" required autoComplete="name" />
          <TextField name="email" label="Email" type="email" required autoComplete="email" />
          <TextField name="address" label="Address" autoComplete="street-address" />
          <TextField name="city" label="City" autoComplete="address-level2" />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="Digits only, optionally starting with +"
          />
          {outcome?.kind === 'failed' && (
            <Alert
              className="purchase-form__feedback"
              type="error"
              showIcon
              role="alert"
              title={outcome.message}
            />
          )}
          {(outcome?.kind === 'alreadyEnrolled' || outcome?.kind === 'enrolled') && (
            <Alert
              className="purchase-form__feedback"
              // Already enrolled is news to act on (announced); enrolled is announced by feedback.
              {...(outcome.kind === 'alreadyEnrolled'
                ? {
                    type: 'info',
                    role: 'alert',
                    title: `You are already enrolled in ${course.name}`,
                  }
                : { type: 'success', title: `You are enrolled in ${course.name}.` })}
              showIcon
              action={<Link to={dashboardPath('myEnroll')}>Go to My Courses</Link>}
            />
          )}
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting}>
            Enroll
          </Button>
        </Form>
      )}
    </Formik>
  );
}
