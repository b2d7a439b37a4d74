import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { Box } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { AdminTransactionsTable } from '../../../features/admin/components/admin-transactions-table';
import { InvoiceDownloadButton } from '../../../features/payments/components/invoice-download-button';
import { translateApiMessage } from '../../../lib/i18n';

/** Transactions: every payment on the platform, newest first, searchable and filterable. */
export default function AdminTransactionsPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeading title={t('Transactions')} />
      <AdminTransactionsTable
        empty={<EmptyState icon={<PaymentsIcon />} title={translateApiMessage(bookingMessages.noTransactions)} />}
        renderActions={(payment) => (
          <InvoiceDownloadButton paymentId={payment.payment_id} as="admin" label={t('Invoice')} fullWidth={false} />
        )}
      />
    </Box>
  );
}
