import { Button } from 'antd';
import { Form, Formik } from 'formik';
import type { NewAssignedCourse } from '@/shared/domain/entities';
import { assignedCourseSchema, VALIDATE_OPTIONS } from '@/shared/domain/schemas';
import { messages } from '@/shared/messages';
import { AntdTextAreaField, AntdTextField } from '@/shared/components/form/AntdFormFields';
import { useFormSubmit } from '@/shared/components/form/useFormSubmit';
import { useAssignCourseMutation } from './assignedCourseApi';
import './AssignedCourses.css';
import { RefusalAlert } from '@/shared/components/form/RefusalAlert';

type AssignCourseValues = Required<NewAssignedCourse>;

const emptyValues: AssignCourseValues = { name: '', description: '', img: '' };

/** The assign-course form, used by /instructor and dashboard/assigncourse. */
export function AssignCourseForm() {
  const [assignCourse] = useAssignCourseMutation();
  const { onSubmit, sending, refusal } = useFormSubmit({
    payload: (values: AssignCourseValues) =>
      assignedCourseSchema.validate(values, VALIDATE_OPTIONS),
    send: assignCourse,
    meaning: (answer) => (answer.insertedId ? { done: messages.courseAssigned } : null),
  });

  return (
    <Formik<AssignCourseValues>
      initialValues={emptyValues}
      validationSchema={assignedCourseSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="assign-course-form" aria-label="Assign a course">
          <AntdTextField name="name" label="Name" required hint="At most 20 characters." />
          <AntdTextAreaField name="description" label="Description" rows={3} />
          <AntdTextField
            name="img"
            label="Image URL"
            hint="An http(s) URL or a site path such as /images/courses/data-science.webp."
          />
          <RefusalAlert refusal={refusal} className="assign-course-form__error" />
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting || sending}>
            Assign course
          </Button>
        </Form>
      )}
    </Formik>
  );
}
