import { PageHeading } from '../../../components/layout/page-heading';

export default function LandlordMessagesPage() {
  return <PageHeading title="Messages" />;
}
