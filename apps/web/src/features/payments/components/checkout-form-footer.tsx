import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, CircularProgress, Link } from '@mui/material';
import type { DemoCheckoutSession } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';

type CheckoutFormFooterProps = {
  session: DemoCheckoutSession;
  /** A problem with the whole payment (not one field), shown above the Pay button. */
  problem: { message?: string | undefined } | undefined;
  /** Paid in another tab, or open too long: the form can no longer pay, only go back. */
  closed: boolean;
  /** A payment is on its way (or the browser is on its way to the success page). */
  processing: boolean;
};

/** The end of each demo checkout form: what went wrong, the Pay button, and the way back. */
export function CheckoutFormFooter({ session, problem, closed, processing }: CheckoutFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {problem && (
        <Alert
          severity="error"
          sx={{ mt: 1, mb: 2 }}
          action={
            closed ? (
              <Button color="inherit" size="small" href={session.cancelUrl}>
                {t('Back to RentEase')}
              </Button>
            ) : undefined
          }
        >
          {problem.message}
        </Alert>
      )}

      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={processing || closed}
        startIcon={processing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockIcon aria-hidden />}
        sx={{ py: 1.5, fontSize: '1.05rem' }}
      >
        {processing ? t('Processing...') : t('Pay {{amount}}', { amount: formatRupees(session.amount) })}
      </Button>
      <Box sx={{ textAlign: 'center', mt: 2.5 }}>
        <Link
          href={session.cancelUrl}
          aria-disabled={processing || undefined}
          sx={processing ? { pointerEvents: 'none', color: 'text.disabled' } : undefined}
        >
          {t('Cancel and return to RentEase')}
        </Link>
      </Box>
    </>
  );
}
