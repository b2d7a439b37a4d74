import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, Box } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
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
          icon={<ReceiptIcon />}
          title={translateApiMessage(bookingMessages.noPayments)}
          hint={t('Payments for your bookings and their invoices appear here.')}
        />
      }
    />
  );
}

/** My Payments: the tenant's payments with their invoices. */
export default function TenantPaymentsPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  return (
    <Box>
      <PageHeading title={t('My Payments')} />
      {session.userId ? (
        <TenantPayments tenantId={session.userId} />
      ) : (
        <Alert severity="warning">{translateApiMessage(bookingMessages.paymentsLoginRequired)}</Alert>
      )}
    </Box>
  );
}
