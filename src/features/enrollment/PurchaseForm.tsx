import { useState } from 'react';
import { Link } from 'react-router';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Alert, Button } from 'antd';
import { apiFieldErrors, describeApiError } from '../../app/apiErrors';
import type { Course } from '../../app/domain/entities';
import { FREE_PRICE_LABEL, isFree } from '../../app/domain/price';
import { enrollmentSchema } from '../../app/domain/schemas';
import { messages } from '../../app/messages';
import { dashboardPath } from '../../app/paths';
import type { SessionUser } from '../../app/auth/authSlice';
import { TextField } from '../../components/form/FormField';
import { useEnrollMutation } from './enrollmentApi';
import { useFeedback } from '../../components/feedback/Announcer';

interface PurchaseValues {
  name: string;
  price: string;
  displayName: string;
  email: string;
  address: string;
  city: string;
  phone: string;
}

const initialValuesFor = (course: Course, user: SessionUser): PurchaseValues => ({
  name: course.name,
  price: String(course.price),
  displayName: user.displayName ?? '',
  email: user.email ?? '',
  address: '',
  city: '',
  phone: '',
});

/** The purchase form of spec section 5: POST /enroll, then 'Submit successfully' and a reset. */
export function PurchaseForm({ course, user }: { course: Course; user: SessionUser }) {
  const feedback = useFeedback();
  const [enroll] = useEnrollMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [enrolled, setEnrolled] = useState(false);

  const submit = async (values: PurchaseValues, form: FormikHelpers<PurchaseValues>) => {
    setFailure(null);
    setEnrolled(false);
    const result = await enroll(enrollmentSchema.cast(values, { stripUnknown: true }));
    if ('error' in result) {
      setFailure(describeApiError(result.error));
      form.setErrors(apiFieldErrors(result.error));
      return;
    }
    if (result.data.insertedId) {
      feedback.success(messages.enrollmentSubmitted);
      setEnrolled(true);
      form.resetForm();
    }
  };

  return (
    <Formik<PurchaseValues>
      initialValues={initialValuesFor(course, user)}
      validationSchema={enrollmentSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="purchase-form-title" className="purchase-form">
          <h2 id="purchase-form-title">Your enrollment</h2>
          <TextField name="name" label="Course name" readOnly required />
          <TextField
            name="price"
            label="Price ($)"
            readOnly
            required
            displayValue={isFree(course.price) ? FREE_PRICE_LABEL : undefined}
          />
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
          {failure && (
            <Alert
              className="purchase-form__feedback"
              type="error"
              showIcon
              role="alert"
              title={failure}
            />
          )}
          {enrolled && (
            <Alert
              className="purchase-form__feedback"
              type="success"
              showIcon
              title={`You are enrolled in ${course.name}.`}
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
