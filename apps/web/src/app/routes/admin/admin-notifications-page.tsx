import { PageHeading } from '../../../components/layout/page-heading';

export default function AdminNotificationsPage() {
  return <PageHeading title="Notifications" />;
}
