import { PageHeading } from '../../../components/layout/page-heading';

export default function AdminPropertiesPage() {
  return <PageHeading title="Search Properties" />;
}
