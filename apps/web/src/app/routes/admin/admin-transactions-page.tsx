import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { Box } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { AdminTransactionsTable } from '../../../features/admin/components/admin-transactions-table';
import { InvoiceDownloadButton } from '../../../features/payments/components/invoice-download-button';

/** Transactions: every payment on the platform, newest first, searchable and filterable. */
export default function AdminTransactionsPage() {
  return (
    <Box>
      <PageHeading title="Transactions" />
      <AdminTransactionsTable
        empty={<EmptyState icon={<PaymentsIcon />} title={bookingMessages.noTransactions} />}
        renderActions={(payment) => (
          <InvoiceDownloadButton paymentId={payment.payment_id} as="admin" label="Invoice" fullWidth={false} />
        )}
      />
    </Box>
  );
}
