import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type OutcomeTone = 'working' | 'success' | 'error' | 'neutral';

const ICONS: Record<OutcomeTone, ReactNode> = {
  working: <CircularProgress size={52} thickness={4} aria-hidden />,
  success: <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />,
  error: <ErrorIcon color="error" sx={{ fontSize: 64 }} aria-hidden />,
  neutral: <InfoIcon color="action" sx={{ fontSize: 64 }} aria-hidden />,
};

/**
 * The one card the payment pages show: an icon for how it went, the result in the spec's words,
 * an optional explanation, and what comes next.
 */
export function PaymentOutcome({
  tone,
  title,
  detail,
  children,
}: {
  tone: OutcomeTone;
  title: string;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 2, md: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 560, textAlign: 'center', boxShadow: '0 10px 40px rgba(15,118,110,0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 64 }}>{ICONS[tone]}</Box>
          <Box role="status" aria-live="polite">
            <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
              {title}
            </Typography>
            {detail && (
              <Typography color="textSecondary" sx={{ mt: 1.5 }}>
                {detail}
              </Typography>
            )}
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
