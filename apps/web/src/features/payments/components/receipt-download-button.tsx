import ReceiptIcon from '@mui/icons-material/ReceiptOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { downloadReceipt } from '../api/download-receipt';

const DOWNLOAD_FAILED = 'Could not download the receipt. Please try again.';

/** 'Receipt': the rent receipt of a paid payment, as a PDF the tenant files for their HRA claim. */
export function ReceiptDownloadButton({
  paymentId,
  as,
  describedBy,
}: {
  paymentId: string;
  as: 'user' | 'admin';
  describedBy?: string;
}) {
  const download = useMutation({
    mutationFn: () => downloadReceipt(paymentId, as),
    onError: (error) => notify.error(errorMessageOf(error, DOWNLOAD_FAILED), 'receipt-download'),
  });
  return (
    <Button
      variant="outlined"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-describedby={describedBy}
      startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : <ReceiptIcon />}
    >
      {download.isPending ? 'Downloading...' : 'Receipt'}
    </Button>
  );
}
