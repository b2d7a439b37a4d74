import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { DepositDisputeQueue } from '../../../features/bookings/components/deposit-dispute-queue';
import { OwnerVerificationQueue } from '../../../features/owner-verification/components/owner-verification-queue';
import { ReportQueue } from '../../../features/reports/components/report-queue';

/** Reports: listings people flagged, open ones first; dismiss, action, hide or unhide. Then deposit disputes and owner verifications to decide. */
export default function AdminReportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('Reports')} subtitle={t('Listings flagged by tenants and landlords, open reports first.')} />
      <ReportQueue />
      <DepositDisputeQueue />
      <OwnerVerificationQueue />
    </>
  );
}
