import { messages } from '@/shared/messages';
import { PageHeading } from '@/shared/components/PageHeading';
import { RoleChangeForm } from './RoleChangeForm';
import { useMakeAdminMutation } from './roleApi';
import { SITE_PAGES } from '@/shared/routing/siteMap';

export function MakeAdminPage() {
  const [makeAdmin] = useMakeAdminMutation();
  return (
    <>
      <PageHeading title={SITE_PAGES.makeAdmin.title}>
        <p>Give an existing user the admin role by their email.</p>
      </PageHeading>
      <RoleChangeForm
        grantRole={makeAdmin}
        successMessage={messages.adminAdded}
        alreadyHasRole={(email) => `${email} is already an admin`}
        submitLabel="Make admin"
      />
    </>
  );
}
