import { PageHeading } from '../../../components/layout/page-heading';

export default function TenantSearchPage() {
  return <PageHeading title="Search Properties" />;
}
