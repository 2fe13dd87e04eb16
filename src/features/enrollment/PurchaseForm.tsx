import { Link } from 'react-router';
import { Form, Formik } from 'formik';
import { apiFieldErrors } from '@/shared/api/apiErrors';
import type { Course, NewEnrollment } from '@/shared/domain/entities';
import { formatDollars } from '@/shared/domain/price';
import { enrollmentSchema } from '@/shared/domain/schemas';
import { messages } from '@/shared/messages';
import { dashboardPath } from '@/shared/routing/paths';
import type { SessionUser } from '@/shared/auth/authSlice';
import { TextField } from '@/shared/components/form/FormField';
import { Button } from '@/shared/components/button/Button';
import { Notice } from '@/shared/components/feedback/Notice';
import { schemaForm } from '@/shared/components/form/schemaForm';
import { useFormSubmit } from '@/shared/components/form/useFormSubmit';
import { useEnrollMutation } from './enrollmentApi';
import { RefusalAlert } from '@/shared/components/form/RefusalAlert';

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
  const [enroll] = useEnrollMutation();
  const request = (values: PurchaseValues): PurchaseRequest => ({
    ...values,
    courseId: course._id,
    price: course.price,
  });
  const { onSubmit, sending, refusal, done } = useFormSubmit({
    payload: (values: PurchaseValues) => purchaseForm.payload(request(values)),
    send: async (enrollment: NewEnrollment) => {
      const result = await enroll(enrollment);
      if ('error' in result && apiFieldErrors(result.error).price) onPriceChanged();
      return result;
    },
    meaning: (answer) => (answer.insertedId ? { done: messages.enrollmentSubmitted } : null),
  });
  const alreadyEnrolled = refusal?.code === 'already_enrolled';

  return (
    <Formik<PurchaseValues>
      initialValues={initialValuesFor(user)}
      validate={(values) => purchaseForm.validate(request(values))}
      onSubmit={onSubmit}
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
          <RefusalAlert
            refusal={alreadyEnrolled ? null : refusal}
            className="purchase-form__feedback"
          />
          {(alreadyEnrolled || done) && (
            <Notice
              className="purchase-form__feedback"
              // Already enrolled is news to act on (announced); enrolled is announced by feedback.
              {...(alreadyEnrolled
                ? {
                    tone: 'info',
                    role: 'alert',
                    title: `You are already enrolled in ${course.name}`,
                  }
                : { tone: 'success', title: `You are enrolled in ${course.name}.` })}
              action={<Link to={dashboardPath('myEnroll')}>Go to My Courses</Link>}
            />
          )}
          <Button variant="primary" type="submit" size="large" loading={isSubmitting || sending}>
            Enroll
          </Button>
        </Form>
      )}
    </Formik>
  );
}
