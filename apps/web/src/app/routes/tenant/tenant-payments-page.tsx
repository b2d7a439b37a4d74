import { PageHeading } from '../../../components/layout/page-heading';

export default function TenantPaymentsPage() {
  return <PageHeading title="My Payments" />;
}
