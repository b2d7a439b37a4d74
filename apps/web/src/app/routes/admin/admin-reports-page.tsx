import { PageHeading } from '../../../components/layout/page-heading';
import { DepositDisputeQueue } from '../../../features/bookings/components/deposit-dispute-queue';
import { ReportQueue } from '../../../features/reports/components/report-queue';

/** Reports: listings people flagged, open ones first; dismiss, action, hide or unhide. Then deposit disputes to decide. */
export default function AdminReportsPage() {
  return (
    <>
      <PageHeading title="Reports" subtitle="Listings flagged by tenants and landlords, open reports first." />
      <ReportQueue />
      <DepositDisputeQueue />
    </>
  );
}
