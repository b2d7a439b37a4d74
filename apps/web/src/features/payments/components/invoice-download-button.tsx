import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { PlainPendingButton } from '../../../components/plain-pending-button';
import { msg } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { downloadInvoice } from '../api/download-invoice';

// i18n-ignore: SVG path data, not words (MUI's Download).
const ICON_DOWNLOAD = ['M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z'] as const;

const DOWNLOAD_FAILED = msg('Could not download the invoice. Please try again.');

/**
 * 'Download PDF Invoice': fetches the PDF with the session's token and saves it as
 * invoice_{payment id}.pdf; busy while the PDF is on its way, a toast if it cannot be had. Drawn
 * without MUI, so the pages drawn without it can offer it.
 */
export function InvoiceDownloadButton({
  paymentId,
  as,
  describedBy,
  label,
  fullWidth = true,
}: {
  paymentId: string;
  /** The button's words (already in the language shown) where the spec's own do not fit the page. */
  label?: string;
  fullWidth?: boolean;
  as: 'user' | 'admin';
  /** The id of what names the payment, so each card's button is told apart by screen readers. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadInvoice(paymentId, as),
    onError: (error) => {
      // A network failure has no words of the server's to show; any other failure does.
      notify.error(error.isNetworkError || !error.message ? t(DOWNLOAD_FAILED) : error.message, 'invoice-download');
    },
  });
  return (
    <PlainPendingButton
      variant="outlined"
      fullWidth={fullWidth}
      onClick={() => download.mutate()}
      pending={download.isPending}
      pendingLabel={t('Downloading...')}
      describedBy={describedBy}
      icon={<PlainIcon icon={ICON_DOWNLOAD} />}
    >
      {label ?? t('Download PDF Invoice')}
    </PlainPendingButton>
  );
}
