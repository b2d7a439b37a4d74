import PolicyIcon from '@mui/icons-material/EventBusyOutlined';
import { Box, Typography } from '@mui/material';
import { CANCELLATION_POLICY_TEXT } from '@rentease/contract';

/** The cancellation policy in words: in the booking dialog before paying, and on bookings. */
export function CancellationPolicy({ compact = false }: { compact?: boolean }) {
  return (
    <Box
      component="section"
      aria-label="Cancellation policy"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: compact ? 1 : 2, color: 'text.secondary' }}
    >
      <PolicyIcon sx={{ fontSize: 18, mt: '2px', flexShrink: 0 }} aria-hidden />
      <Typography variant={compact ? 'caption' : 'body2'}>
        <Box component="strong" sx={{ color: 'text.primary' }}>
          Cancellation policy:
        </Box>{' '}
        {CANCELLATION_POLICY_TEXT}
      </Typography>
    </Box>
  );
}
