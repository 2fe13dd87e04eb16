import { Form, Formik } from 'formik';
import { Button } from 'antd';
import { LIMITS, reviewSchema } from '@/shared/domain/schemas';
import { messages } from '@/shared/messages';
import type { NewReview } from '@/shared/domain/entities';
import {
  AntdTextAreaField,
  AntdTextField,
  NumberField,
} from '@/shared/components/form/AntdFormFields';
import { schemaForm } from '@/shared/components/form/schemaForm';
import { useFormSubmit } from '@/shared/components/form/useFormSubmit';
import { PageHeading } from '@/shared/components/PageHeading';
import { useAddReviewMutation } from './reviewApi';
import './GiveReviewPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';
import { RefusalAlert } from '@/shared/components/form/RefusalAlert';

interface ReviewValues {
  name: string;
  comment: string;
  rating: string;
}

const EMPTY_REVIEW: ReviewValues = { name: '', comment: '', rating: '' };

const reviewForm = schemaForm<ReviewValues, NewReview>(reviewSchema, ['rating']);

/** The review form (docs/decisions.md#ratings): POST /review, then a success message and a reset. */
export function GiveReviewPage() {
  const [addReview] = useAddReviewMutation();
  const { onSubmit, sending, refusal } = useFormSubmit({
    payload: (values: ReviewValues) => reviewForm.payload(values),
    send: addReview,
    meaning: (answer) => (answer.insertedId ? { done: messages.reviewSubmitted } : null),
  });

  return (
    <section className="give-review">
      <PageHeading title={SITE_PAGES.giveReview.title} />
      <Formik<ReviewValues>
        initialValues={EMPTY_REVIEW}
        validate={reviewForm.validate}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Review" className="give-review__form">
            <AntdTextField
              name="name"
              label="Name"
              placeholder="Your Name"
              required
              autoComplete="name"
              hint={`At most ${LIMITS.nameMax} characters`}
            />
            <AntdTextAreaField name="comment" label="Comment" placeholder="Write your comment" />
            <NumberField
              name="rating"
              label="Rating"
              placeholder="rating us 0-5"
              required
              step={1}
              hint={`From ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`}
            />
            <RefusalAlert refusal={refusal} className="give-review__failure" />
            <Button type="primary" htmlType="submit" size="large" loading={isSubmitting || sending}>
              Submit
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
