import { PageHeading } from '../../../components/layout/page-heading';

export default function AdminBookingsPage() {
  return <PageHeading title="Bookings" />;
}
