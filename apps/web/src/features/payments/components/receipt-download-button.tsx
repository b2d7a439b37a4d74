import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { PlainPendingButton } from '../../../components/plain-pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { msg } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { downloadReceipt } from '../api/download-receipt';

// i18n-ignore: SVG path data, not words (Material's ReceiptOutlined).
const ICON_RECEIPT_OUTLINED = [
  'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2 4.5 3.5 3 2v20l1.5-1.5L6 22l1.5-1.5L9 22l1.5-1.5L12 22l1.5-1.5L15 22l1.5-1.5L18 22l1.5-1.5L21 22V2zM19 19.09H5V4.91h14zM6 15h12v2H6zm0-4h12v2H6zm0-4h12v2H6z',
] as const;

const DOWNLOAD_FAILED = msg('Could not download the receipt. Please try again.');

/**
 * 'Receipt': the rent receipt of a paid payment, as a PDF the tenant files for their HRA claim.
 * Drawn without MUI, so the pages drawn without it can offer it.
 */
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
    <PlainPendingButton
      variant="outlined"
      size={size}
      accessibleName={label}
      onClick={() => download.mutate()}
      pending={download.isPending}
      pendingLabel={t('Downloading...')}
      describedBy={describedBy}
      icon={<PlainIcon icon={ICON_RECEIPT_OUTLINED} />}
    >
      {t('Receipt')}
    </PlainPendingButton>
  );
}
