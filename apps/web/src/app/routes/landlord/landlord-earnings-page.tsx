import { PageHeading } from '../../../components/layout/page-heading';

export default function LandlordEarningsPage() {
  return <PageHeading title="Earnings Overview" />;
}
