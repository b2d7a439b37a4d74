import { PageHeading } from '../../../components/layout/page-heading';

export default function LandlordPropertiesPage() {
  return <PageHeading title="My Properties" />;
}
