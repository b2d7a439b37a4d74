import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, Box } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { useTenantPayments } from '../../../features/payments/api/get-payments';
import { PaymentList } from '../../../features/payments/components/payment-list';
import { useSignedInUser } from '../user-area/signed-in-user';

function TenantPayments({ tenantId }: { tenantId: string }) {
  const payments = useTenantPayments(tenantId);
  return (
    <PaymentList
      list={payments}
      variant="tenant"
      empty={
        <EmptyState
          icon={<ReceiptIcon />}
          title={bookingMessages.noPayments}
          hint="Payments for your bookings and their invoices appear here."
        />
      }
    />
  );
}

/** My Payments: the tenant's payments with their invoices. */
export default function TenantPaymentsPage() {
  const session = useSignedInUser();
  return (
    <Box>
      <PageHeading title="My Payments" />
      {session.userId ? (
        <TenantPayments tenantId={session.userId} />
      ) : (
        <Alert severity="warning">{bookingMessages.paymentsLoginRequired}</Alert>
      )}
    </Box>
  );
}
