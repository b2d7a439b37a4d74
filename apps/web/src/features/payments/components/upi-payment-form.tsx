import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { type DemoCheckoutSession, type DemoUpiPayBody, demoUpiPayBody } from '@rentease/contract';
import { useEffect, useState } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDemoPay } from '../api/demo-checkout';

export const DEMO_UPI_NOTICE = 'Demo mode: no real money moves. Use the UPI id success@demo.';
const PAYMENT_FAILED_FALLBACK = 'The payment could not be completed. Please try again.';

type ProblemKind = 'declined' | 'closed' | 'failed';

/**
 * The UPI form of the demo checkout: the payer types their UPI id, as they would to get a collect
 * request in their UPI app. Answers exactly as the card form does: one click sends one payment, a
 * declined id keeps the form open for another, a closed checkout sends them back.
 */
export function UpiPaymentForm({ session }: { session: DemoCheckoutSession }) {
  const pay = useDemoPay(session.sessionId);
  const form = useZodForm(demoUpiPayBody, { defaultValues: { method: 'upi', upiId: '' } });
  const [redirecting, setRedirecting] = useState(false);
  const problem = form.formState.errors.root;
  const processing = pay.isPending || redirecting;
  const closed = problem?.type === 'closed';

  // Back from the success page may restore this page as it was left: idle again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const sayProblem = (kind: ProblemKind, message: string) => form.setError('root', { type: kind, message });

  const send = async (upi: DemoUpiPayBody) => {
    try {
      const { redirectUrl } = await pay.mutateAsync(upi);
      setRedirecting(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const message = errorMessageOf(error, PAYMENT_FAILED_FALLBACK);
      if (status === 402) {
        sayProblem('declined', message);
        form.focusField('upiId');
      } else if (status === 409) {
        sayProblem('closed', message);
      } else if (!(status === 400 && form.showServerErrors(error, ['upiId']))) {
        sayProblem('failed', message);
      }
    }
  };

  return (
    <Box
      component="form"
      onSubmit={form.submit(send, { isBlocked: closed || redirecting })}
      noValidate
      aria-labelledby="upi-form-title"
    >
      <Typography variant="h5" component="h2" id="upi-form-title">
        Pay with UPI
      </Typography>
      <Alert severity="info" sx={{ mt: 2, mb: 3 }}>
        {DEMO_UPI_NOTICE}
      </Alert>
      <FormTextField
        control={form.control}
        name="upiId"
        label="UPI ID"
        placeholder="name@bank"
        helperText="The UPI id of the app you pay with (Google Pay, PhonePe, Paytm, your bank)"
        disabled={processing || closed}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 320 },
        }}
      />

      {problem && (
        <Alert
          severity="error"
          sx={{ mt: 2, mb: 2 }}
          action={
            closed ? (
              <Button color="inherit" size="small" href={session.cancelUrl}>
                Back to RentEase
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
        sx={{ py: 1.5, mt: 2, fontSize: '1.05rem' }}
      >
        {processing ? 'Processing...' : `Pay ${formatRupees(session.amount)}`}
      </Button>
      <Box sx={{ textAlign: 'center', mt: 2.5 }}>
        <Link
          href={session.cancelUrl}
          aria-disabled={processing || undefined}
          sx={processing ? { pointerEvents: 'none', color: 'text.disabled' } : undefined}
        >
          Cancel and return to RentEase
        </Link>
      </Box>
    </Box>
  );
}
