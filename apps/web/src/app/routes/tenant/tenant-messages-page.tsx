import { PageHeading } from '../../../components/layout/page-heading';

export default function TenantMessagesPage() {
  return <PageHeading title="Your Conversations" />;
}
