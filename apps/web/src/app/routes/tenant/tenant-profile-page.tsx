import { PageHeading } from '../../../components/layout/page-heading';

export default function TenantProfilePage() {
  return <PageHeading title="Profile Settings" />;
}
