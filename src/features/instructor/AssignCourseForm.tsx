import { useState } from 'react';
import { Alert, Button } from 'antd';
import { Form, Formik, type FormikHelpers } from 'formik';
import { apiFieldErrors, describeApiError } from '@/shared/api/apiErrors';
import type { NewAssignedCourse } from '@/shared/domain/entities';
import { assignedCourseSchema, VALIDATE_OPTIONS } from '@/shared/domain/schemas';
import { messages } from '@/shared/messages';
import { TextAreaField, TextField } from '@/shared/components/form/FormField';
import { useAssignCourseMutation } from './assignedCourseApi';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import './AssignedCourses.css';

type AssignCourseValues = Required<NewAssignedCourse>;

const emptyValues: AssignCourseValues = { name: '', description: '', img: '' };

/** The assign-course form, used by /instructor and dashboard/assigncourse. */
export function AssignCourseForm() {
  const feedback = useFeedback();
  const [assignCourse] = useAssignCourseMutation();
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (
    values: AssignCourseValues,
    { resetForm, setErrors }: FormikHelpers<AssignCourseValues>,
  ) => {
    setSaveError(null);
    const course = await assignedCourseSchema.validate(values, VALIDATE_OPTIONS);
    const outcome = await assignCourse(course);
    if ('error' in outcome) {
      setErrors(apiFieldErrors(outcome.error));
      setSaveError(describeApiError(outcome.error));
    } else if (outcome.data.insertedId) {
      resetForm();
      feedback.success(messages.courseAssigned);
    }
  };

  return (
    <Formik<AssignCourseValues>
      initialValues={emptyValues}
      validationSchema={assignedCourseSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="assign-course-form" aria-label="Assign a course">
          <TextField name="name" label="Name" required hint="At most 20 characters." />
          <TextAreaField name="description" label="Description" rows={3} />
          <TextField
            name="img"
            label="Image URL"
            hint="An http(s) URL or a site path such as /images/courses/data-science.webp."
          />
          {saveError && (
            <Alert
              className="assign-course-form__error"
              type="error"
              showIcon
              role="alert"
              title={saveError}
            />
          )}
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting}>
            Assign course
          </Button>
        </Form>
      )}
    </Formik>
  );
}
