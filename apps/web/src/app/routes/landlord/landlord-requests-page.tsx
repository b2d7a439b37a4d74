import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { LandlordRequests } from '../../../features/booking-requests/components/landlord-requests';

/** Requests: tenants asking to book this landlord's 'request' listings, to approve or decline. Drawn without MUI. */
export default function LandlordRequestsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeading title={t('Requests')} />
      <LandlordRequests />
    </div>
  );
}
