import ReceiptIcon from '@mui/icons-material/ReceiptOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { msg } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { downloadReceipt } from '../api/download-receipt';

const DOWNLOAD_FAILED = msg('Could not download the receipt. Please try again.');

/** 'Receipt': the rent receipt of a paid payment, as a PDF the tenant files for their HRA claim. */
export function ReceiptDownloadButton({
  paymentId,
  as,
  describedBy,
  size = 'medium',
  label,
}: {
  paymentId: string;
  as: 'user' | 'admin';
  describedBy?: string;
  size?: 'small' | 'medium';
  /** Its accessible name where several sit side by side ('Receipt for 01/12/2026'); it reads 'Receipt' either way. */
  label?: string;
}) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadReceipt(paymentId, as),
    onError: (error) => notify.error(errorMessageOf(error, t(DOWNLOAD_FAILED)), 'receipt-download'),
  });
  return (
    <PendingButton
      variant="outlined"
      size={size}
      aria-label={label}
      onClick={() => download.mutate()}
      pending={download.isPending}
      pendingLabel={t('Downloading...')}
      aria-describedby={describedBy}
      icon={<ReceiptIcon />}
    >
      {t('Receipt')}
    </PendingButton>
  );
}
