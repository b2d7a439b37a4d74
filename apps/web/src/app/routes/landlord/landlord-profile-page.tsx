import { PageHeading } from '../../../components/layout/page-heading';

export default function LandlordProfilePage() {
  return <PageHeading title="Profile Settings" />;
}
