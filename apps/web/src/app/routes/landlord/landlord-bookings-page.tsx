import { PageHeading } from '../../../components/layout/page-heading';

export default function LandlordBookingsPage() {
  return <PageHeading title="Bookings" />;
}
