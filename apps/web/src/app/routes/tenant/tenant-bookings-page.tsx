import { PageHeading } from '../../../components/layout/page-heading';

export default function TenantBookingsPage() {
  return <PageHeading title="My Bookings" />;
}
