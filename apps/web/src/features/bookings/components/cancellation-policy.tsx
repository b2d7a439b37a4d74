import PolicyIcon from '@mui/icons-material/EventBusyOutlined';
import { Box, Typography } from '@mui/material';
import { CANCELLATION_POLICY_TEXT } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../../../lib/i18n';

/** The cancellation policy in words: in the booking dialog before paying, and on bookings. */
export function CancellationPolicy({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('Cancellation policy')}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: compact ? 1 : 2, color: 'text.secondary' }}
    >
      <PolicyIcon sx={{ fontSize: 18, mt: '2px', flexShrink: 0 }} aria-hidden />
      <Typography variant={compact ? 'caption' : 'body2'}>
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {t('Cancellation policy:')}
        </Box>{' '}
        {translateApiMessage(CANCELLATION_POLICY_TEXT)}
      </Typography>
    </Box>
  );
}
