import { PageHeading } from '../../components/PageHeading';

export function MakeAdminPage() {
  return <PageHeading title={'Make an admin'} />;
}
