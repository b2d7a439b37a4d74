import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/toast';

/** Copies a value people rarely read but sometimes must quote (a payment id to support). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => notify.success(t('{{label}} copied', { label }), 'copy'),
      () => notify.error(t('Could not copy. Select the text instead.'), 'copy'),
    );
  };
  return (
    <Tooltip title={t('Copy {{label}}', { label })}>
      <IconButton size="small" onClick={copy} aria-label={t('Copy {{label}}', { label })} sx={{ p: 0.25, ml: 0.5 }}>
        <ContentCopyIcon sx={{ fontSize: 14 }} />
      </IconButton>
    </Tooltip>
  );
}
