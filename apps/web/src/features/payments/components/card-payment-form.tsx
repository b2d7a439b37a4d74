import type { DemoCheckoutSession, DemoPayBody } from '@rentease/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../../components/plain-feedback';
import { PlainFormTextField } from '../../../components/plain-form';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { msg } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDemoPay } from '../api/demo-checkout';
import { CARD_FIELDS, cardPaymentForm, caretAfterDigits, formatCardNumber, formatCvc, formatExpiry } from '../card-input';
import { CheckoutFormFooter } from './checkout-form-footer';

// i18n-ignore: SVG path data, not words.
const ICON_CREDIT_CARD: IconPaths = [
  'M20 4H4c-1.11 0-1.99.89-1.99 2L2 18c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V6c0-1.11-.89-2-2-2m0 14H4v-6h16zm0-10H4V6h16z',
];

export const DEMO_NOTICE = msg('Demo mode: no real card is charged. Use 4242 4242 4242 4242.');
export const PAYMENT_FAILED_FALLBACK = msg('The payment could not be completed. Please try again.');

/** The form's schema reads the clock at each check: a card can expire while the page is open. */
const cardForm = cardPaymentForm();
type CardField = (typeof CARD_FIELDS)[number];
/** What a problem with the whole payment (not one field), shown above the Pay button, is. */
type ProblemKind = 'declined' | 'closed' | 'failed';

/**
 * The card form of the demo checkout. Checks the card as the server will before sending it; one
 * click sends one payment (double clicks included); a decline keeps everything but the number.
 */
export function CardPaymentForm({ session }: { session: DemoCheckoutSession }) {
  const { t } = useTranslation();
  const pay = useDemoPay(session.sessionId);
  const form = useZodForm(cardForm, { defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' } });
  const [redirecting, setRedirecting] = useState(false);
  const problem = form.formState.errors.root;
  const processing = pay.isPending || redirecting;
  const closed = problem?.type === 'closed';

  // Grouping the card number moves characters under the caret; put it back after the same digit.
  const cardNumberInput = useRef<HTMLInputElement>(null);
  const cardCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = cardNumberInput.current;
    if (cardCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(cardCaret.current, cardCaret.current);
    cardCaret.current = null;
  });

  // Back from the success page may restore this page as it was left: idle again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const sayProblem = (kind: ProblemKind, message: string) => form.setError('root', { type: kind, message });

  // Leaving a filled-in field says what is wrong with it; an empty one waits for Pay.
  const checkField = (field: CardField) => {
    if (form.getValues(field) && !form.getFieldState(field).error) void form.trigger(field);
  };

  const send = async (card: DemoPayBody) => {
    try {
      const { redirectUrl } = await pay.mutateAsync(card);
      setRedirecting(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const message = errorMessageOf(error, t(PAYMENT_FAILED_FALLBACK));
      if (status === 402) {
        // Declined: the same card would be declined again, so only its number is cleared.
        sayProblem('declined', message);
        form.setValue('cardNumber', '');
        form.focusField('cardNumber');
      } else if (status === 409) {
        // Paid in another tab, or open too long: this form can no longer pay.
        sayProblem('closed', message);
      } else if (!(status === 400 && form.showServerErrors(error, CARD_FIELDS))) {
        sayProblem('failed', message);
      }
    }
  };

  // Labels stay above the box (shrink) so the placeholders show the expected shape (and fit on phones).
  const fieldProps = (field: CardField) =>
    ({
      control: form.control,
      name: field,
      helperText: ' ',
      shrink: true,
      disabled: processing || closed,
      onBlur: () => checkField(field),
    }) as const;

  return (
    // A closed checkout, or one on its way to the success page, takes no more payments.
    <form onSubmit={form.submit(send, { isBlocked: closed || redirecting })} noValidate aria-labelledby="card-form-title">
      <h2 className="type-h5 checkout-form-title" id="card-form-title">
        {t('Pay with card')}
      </h2>
      <PlainAlert severity="info" className="checkout-notice">
        {t(DEMO_NOTICE)}
      </PlainAlert>
      <div className="checkout-card-fields">
        <PlainFormTextField
          {...fieldProps('cardNumber')}
          inputRef={cardNumberInput}
          label={t('Card number')}
          placeholder="1234 1234 1234 1234"
          format={(event) => {
            const { value, selectionStart } = event.target;
            const digitsBeforeCaret = value.slice(0, selectionStart ?? value.length).replace(/\D/g, '').length;
            const formatted = formatCardNumber(value);
            cardCaret.current = caretAfterDigits(formatted, digitsBeforeCaret);
            return formatted;
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          inputName="cardnumber"
          endAdornment={<PlainIcon icon={ICON_CREDIT_CARD} />}
        />
        <div className="checkout-card-pair">
          <PlainFormTextField
            {...fieldProps('expiry')}
            label={t('Expiry (MM/YY)')}
            placeholder={t('MM/YY')}
            format={(event, previous) => formatExpiry(event.target.value, previous)}
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            inputName="exp-date"
          />
          <PlainFormTextField
            {...fieldProps('cvc')}
            label={t('CVC')}
            placeholder="123"
            format={(event) => formatCvc(event.target.value)}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            inputName="cvc"
          />
        </div>
        <PlainFormTextField
          {...fieldProps('name')}
          label={t('Name on card')}
          placeholder={t('As printed on the card')}
          autoComplete="cc-name"
          maxLength={100}
          inputName="ccname"
        />
      </div>

      <CheckoutFormFooter session={session} problem={problem} closed={closed} processing={processing} />
    </form>
  );
}
