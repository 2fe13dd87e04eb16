import { messages } from '../../app/messages';
import { PageHeading } from '../../components/PageHeading';
import { RoleChangeForm } from './RoleChangeForm';
import { useMakeTeacherMutation } from './roleApi';
import { SITE_PAGES } from '../../app/siteMap';

export function AddTeacherPage() {
  const [makeTeacher] = useMakeTeacherMutation();
  return (
    <>
      <PageHeading title={SITE_PAGES.addTeacher.title}>
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
