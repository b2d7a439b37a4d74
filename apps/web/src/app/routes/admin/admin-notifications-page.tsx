import { PageHeading } from '../../../components/layout/page-heading';
import { ContactMessageList } from '../../../features/contact/components/contact-message-list';

/** Notifications: the contact messages. */
export default function AdminNotificationsPage() {
  return (
    <>
      <PageHeading title="Notifications" subtitle="Contact Messages sent through the Contact Us page." />
      <ContactMessageList />
    </>
  );
}
