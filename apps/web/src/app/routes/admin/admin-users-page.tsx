import { PageHeading } from '../../../components/layout/page-heading';

export default function AdminUsersPage() {
  return <PageHeading title="Users" />;
}
