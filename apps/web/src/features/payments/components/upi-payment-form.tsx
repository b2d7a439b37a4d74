import { type DemoCheckoutSession, type DemoUpiPayBody, demoUpiPayBody } from '@rentease/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../../components/plain-feedback';
import { PlainFormTextField } from '../../../components/plain-form';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { msg } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDemoPay } from '../api/demo-checkout';
import { PAYMENT_FAILED_FALLBACK } from './card-payment-form';
import { CheckoutFormFooter } from './checkout-form-footer';

export const DEMO_UPI_NOTICE = msg('Demo mode: no real money moves. Use the UPI id success@demo.');

type ProblemKind = 'declined' | 'closed' | 'failed';

/**
 * The UPI form of the demo checkout: the payer types their UPI id, as they would to get a collect
 * request in their UPI app. Answers exactly as the card form does: one click sends one payment, a
 * declined id keeps the form open for another, a closed checkout sends them back.
 */
export function UpiPaymentForm({ session }: { session: DemoCheckoutSession }) {
  const { t } = useTranslation();
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
      const message = errorMessageOf(error, t(PAYMENT_FAILED_FALLBACK));
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
    <form onSubmit={form.submit(send, { isBlocked: closed || redirecting })} noValidate aria-labelledby="upi-form-title">
      <h2 className="type-h5 checkout-form-title" id="upi-form-title">
        {t('Pay with UPI')}
      </h2>
      <PlainAlert severity="info" className="checkout-notice">
        {t(DEMO_UPI_NOTICE)}
      </PlainAlert>
      <PlainFormTextField
        control={form.control}
        name="upiId"
        label={t('UPI ID')}
        placeholder={t('name@bank')}
        helperText={t('The UPI id of the app you pay with (Google Pay, PhonePe, Paytm, your bank)')}
        disabled={processing || closed}
        shrink
        className="checkout-upi-field"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={320}
      />

      <CheckoutFormFooter session={session} problem={problem} closed={closed} processing={processing} />
    </form>
  );
}
