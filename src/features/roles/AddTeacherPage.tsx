import { messages } from '@/shared/messages';
import { PageHeading } from '@/shared/components/PageHeading';
import { RoleChangeForm } from './RoleChangeForm';
import { useMakeTeacherMutation } from './roleApi';
import { SITE_PAGES } from '@/shared/routing/siteMap';

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
