import { messages } from '../../app/messages';
import { PageHeading } from '../../components/PageHeading';
import { RoleChangeForm } from './RoleChangeForm';
import { useMakeTeacherMutation } from './roleApi';

export function AddTeacherPage() {
  const [makeTeacher] = useMakeTeacherMutation();
  return (
    <>
      <PageHeading title="Add a teacher">
        <p>Give an existing user the teacher role by their email.</p>
      </PageHeading>
      <RoleChangeForm
        grantRole={makeTeacher}
        successMessage={messages.teacherMade}
        alreadyHasRole={(email) => `${email} is already a teacher`}
        submitLabel="Make teacher"
      />
    </>
  );
}
