import { Button } from 'antd';
import { Form, Formik } from 'formik';
import type { NewCourse } from '@/shared/domain/entities';
import { courseSchema, LIMITS } from '@/shared/domain/schemas';
import { messages } from '@/shared/messages';
import {
  AntdTextAreaField,
  AntdTextField,
  NumberField,
} from '@/shared/components/form/AntdFormFields';
import { schemaForm } from '@/shared/components/form/schemaForm';
import { useFormSubmit } from '@/shared/components/form/useFormSubmit';
import { useAddCourseMutation } from '../courseApi';
import { CategorySelectField } from './CategorySelectField';
import { ImageUrlPreview } from './ImageUrlPreview';
import './CourseAdmin.css';
import { RefusalAlert } from '@/shared/components/form/RefusalAlert';

/** What the inputs hold: text, turned into a NewCourse (numbers for price and rating) on submit. */
interface CourseFormValues {
  name: string;
  description: string;
  price: string;
  star: string;
  img: string;
  category: string;
}

const courseForm = schemaForm<CourseFormValues, NewCourse>(courseSchema, ['price', 'star']);

const emptyValues: CourseFormValues = {
  name: '',
  description: '',
  price: '',
  star: '',
  img: '',
  category: '',
};

/**
 * The add-course form: fields labelled plainly (Name, Description, Price ($), Rating (0-5), Category,
 * Image URL); only the name is required; success only when the server answers with an insertedId.
 */
export function CourseForm() {
  const [addCourse] = useAddCourseMutation();
  const { onSubmit, sending, refusal } = useFormSubmit({
    payload: (values: CourseFormValues) => courseForm.payload(values),
    send: addCourse,
    meaning: (answer) => (answer.insertedId ? { done: messages.courseAdded } : null),
  });

  return (
    <Formik<CourseFormValues>
      initialValues={emptyValues}
      validate={courseForm.validate}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className="course-form" aria-label="Add a course">
          <AntdTextField
            name="name"
            label="Name"
            required
            hint={`At most ${LIMITS.nameMax} characters.`}
          />
          <AntdTextAreaField name="description" label="Description" rows={4} />
          {/*
            Only the name is required. No min/max on the inputs: they would silently clamp, and the
            schema explains instead. A step of 1 keeps what was typed: a fractional step would show
            a typed 7 as 7.0.
          */}
          <div className="course-form__row">
            <NumberField
              name="price"
              label="Price ($)"
              step={1}
              hint="Empty or 0 for a free course; otherwise 0.50 to 10,000."
            />
            <NumberField
              name="star"
              label="Rating (0-5)"
              step={1}
              hint="Leave empty if not rated yet."
            />
          </div>
          <CategorySelectField name="category" label="Category" />
          <AntdTextField
            name="img"
            label="Image URL"
            hint="An http(s) URL or a site path such as /images/courses/data-science.webp."
          />
          <ImageUrlPreview url={values.img} />
          <RefusalAlert refusal={refusal} className="course-form__error" />
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting || sending}>
            Add course
          </Button>
        </Form>
      )}
    </Formik>
  );
}
