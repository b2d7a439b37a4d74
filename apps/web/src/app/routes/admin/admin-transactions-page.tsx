import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { Box } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { useAllPayments } from '../../../features/payments/api/get-payments';
import { PaymentList } from '../../../features/payments/components/payment-list';

/** Transactions (spec §2 admin area): every payment on the platform, newest first. */
export default function AdminTransactionsPage() {
  const payments = useAllPayments();
  return (
    <Box>
      <PageHeading title="Transactions" />
      <PaymentList
        list={payments}
        variant="admin"
        label="Transactions"
        empty={<EmptyState icon={<PaymentsIcon />} title={bookingMessages.noTransactions} />}
      />
    </Box>
  );
}
