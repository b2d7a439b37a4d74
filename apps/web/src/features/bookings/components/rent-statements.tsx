import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { type BookingSummary, financialYearOf } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/form-errors';
import { msg } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { downloadRentStatement } from '../api/agreement';

const DOWNLOAD_FAILED = msg('Could not download the rent statement. Please try again.');

/** The Indian financial years (April–March) a stay runs through, first to last: '2026-27', '2027-28'. */
export function financialYearsOfStay(moveInDate: string, lastNight: string): string[] {
  const first = Number(financialYearOf(moveInDate).slice(0, 4));
  const last = Number(financialYearOf(lastNight).slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => financialYearOf(`${first + i}-04-01`));
}

/** 'Rent statement 2026-27' for each financial year of the stay, for the tenant's HRA claim. */
export function RentStatements({ booking, as }: { booking: BookingSummary; as: 'user' | 'admin' }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: (fy: string) => downloadRentStatement(booking.booking_id, booking.reference, fy, as),
    onError: (error) => notify.error(errorMessageOf(error, t(DOWNLOAD_FAILED)), 'rent-statement'),
  });
  return financialYearsOfStay(booking.move_in_date, booking.last_night).map((fy) => (
    <Button
      key={fy}
      variant="text"
      size="small"
      startIcon={<DownloadIcon />}
      disabled={download.isPending}
      onClick={() => download.mutate(fy)}
    >
      {t('Rent statement {{year}}', { year: fy })}
    </Button>
  ));
}
