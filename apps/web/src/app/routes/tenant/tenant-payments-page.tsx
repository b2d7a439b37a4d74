import { bookingMessages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ICON_RECEIPT_LONG } from '../../../components/layout/area-icons';
import { PageHeading } from '../../../components/layout/page-heading';
import { PlainAlert } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
import { useTenantPayments } from '../../../features/payments/api/get-payments';
import { PaymentList } from '../../../features/payments/components/payment-list';
import { translateApiMessage } from '../../../lib/i18n';
import { useSignedInUser } from '../user-area/signed-in-user';

function TenantPayments({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const payments = useTenantPayments(tenantId);
  return (
    <PaymentList
      list={payments}
      variant="tenant"
      empty={
        <EmptyState
          icon={<PlainIcon icon={ICON_RECEIPT_LONG} />}
          title={translateApiMessage(bookingMessages.noPayments)}
          hint={t('Payments for your bookings and their invoices appear here.')}
        />
      }
    />
  );
}

/** My Payments: the tenant's payments with their invoices. Drawn without MUI. */
export default function TenantPaymentsPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  return (
    <div>
      <PageHeading title={t('My Payments')} />
      {session.userId ? (
        <TenantPayments tenantId={session.userId} />
      ) : (
        <PlainAlert severity="warning">{translateApiMessage(bookingMessages.paymentsLoginRequired)}</PlainAlert>
      )}
    </div>
  );
}
