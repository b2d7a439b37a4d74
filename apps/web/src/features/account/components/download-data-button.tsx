import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/form-errors';
import { msg } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useExportMyData } from '../api/export-data';

const EXPORT_FAILED = msg('Could not prepare your data. Please try again.');

/** 'Download my data': a JSON file of every record RentEase keeps about the person. */
export function DownloadDataButton() {
  const { t } = useTranslation();
  const exportData = useExportMyData();
  // The button is disabled only once React re-renders; a double-click's second click can land
  // before that, and must not start a second export (and a second file).
  const running = useRef(false);
  const start = () => {
    if (running.current) return;
    running.current = true;
    exportData
      .mutateAsync()
      .then(() => notify.success(t('Your data is downloaded.'), 'data-export'))
      .catch((error: unknown) => notify.error(errorMessageOf(error, t(EXPORT_FAILED)), 'data-export'))
      .finally(() => {
        running.current = false;
      });
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exportData.isPending} onClick={start}>
      {exportData.isPending ? t('Preparing your data…') : t('Download my data')}
    </Button>
  );
}
