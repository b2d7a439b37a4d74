import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { ContactMessageList } from '../../../features/contact/components/contact-message-list';

/** Notifications: the contact messages. */
export default function AdminNotificationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('Notifications')} subtitle={t('Contact Messages sent through the Contact Us page.')} />
      <ContactMessageList />
    </>
  );
}
