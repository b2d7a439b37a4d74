import CreditCardIcon from '@mui/icons-material/CreditCard';
import LockIcon from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  Link,
  Stack,
  TextField,
  type TextFieldProps,
  Typography,
} from '@mui/material';
import type { DemoCheckoutSession } from '@rentease/contract';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format';
import { useDemoPay } from '../api/demo-checkout';
import {
  CARD_FIELDS,
  type CardErrors,
  type CardField,
  type CardForm,
  cardErrors,
  caretAfterDigits,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from '../card-input';

export const DEMO_NOTICE = 'Demo mode: no real card is charged. Use 4242 4242 4242 4242.';
const PAYMENT_FAILED_FALLBACK = 'The payment could not be completed. Please try again.';

/** A problem with the whole payment (not one field), shown above the Pay button. */
type Problem = { kind: 'declined' | 'closed' | 'failed'; message: string };

const EMPTY: CardForm = { cardNumber: '', expiry: '', cvc: '', name: '' };

/**
 * The card form of the demo checkout. Checks the card as the server will before sending it; one
 * click sends one payment (double clicks included); a decline keeps everything but the number.
 */
export function CardPaymentForm({ session }: { session: DemoCheckoutSession }) {
  const pay = useDemoPay(session.sessionId);
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const processing = pay.isPending || redirecting;
  const closed = problem?.kind === 'closed';

  // Grouping the card number moves characters under the caret; put it back after the same digit.
  const cardCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputs.current.cardNumber;
    if (cardCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(cardCaret.current, cardCaret.current);
    cardCaret.current = null;
  });

  // Back from the success page may restore this page as it was left: idle again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // Focus moves after the render that re-enables the fields (a disabled input cannot take it).
  const [focusRequest, setFocusRequest] = useState<{ field: CardField } | null>(null);
  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.field]?.focus();
  }, [focusRequest]);
  const focusFirst = (fieldErrors: CardErrors) => {
    const first = CARD_FIELDS.find((field) => fieldErrors[field]);
    if (first) setFocusRequest({ field: first });
  };

  const change = (field: CardField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const checkField = (field: CardField) => {
    if (!form[field]) return;
    const message = cardErrors(form)[field];
    if (message) setErrors((current) => ({ ...current, [field]: message }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || closed) return;
    const found = cardErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    inFlight.current = true;
    setProblem(null);
    pay.mutate(form, {
      onSuccess: ({ redirectUrl }) => {
        setRedirecting(true);
        window.location.assign(redirectUrl);
      },
      onError: (error) => {
        inFlight.current = false;
        const status = error instanceof ApiError ? error.status : 0;
        const message = errorMessageOf(error, PAYMENT_FAILED_FALLBACK);
        const fieldErrors = serverFieldErrors(error, CARD_FIELDS);
        if (status === 402) {
          // Declined: the same card would be declined again, so only its number is cleared.
          setProblem({ kind: 'declined', message });
          setForm((current) => ({ ...current, cardNumber: '' }));
          setFocusRequest({ field: 'cardNumber' });
        } else if (status === 409) {
          // Paid in another tab, or open too long: this form can no longer pay.
          setProblem({ kind: 'closed', message });
        } else if (status === 400 && hasErrors(fieldErrors)) {
          setErrors(fieldErrors);
          focusFirst(fieldErrors);
        } else {
          setProblem({ kind: 'failed', message });
        }
      },
    });
  };

  const fieldProps = (field: CardField): Partial<TextFieldProps> => ({
    value: form[field],
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
    disabled: processing || closed,
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    onBlur: () => checkField(field),
  });
  // Labels stay above the box so the placeholders show the expected shape (and fit on phones).
  const shrink = { shrink: true };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="card-form-title">
      <Typography variant="h5" component="h2" id="card-form-title">
        Pay with card
      </Typography>
      <Alert severity="info" sx={{ mt: 2, mb: 3 }}>
        {DEMO_NOTICE}
      </Alert>
      <Stack spacing={0.5}>
        <TextField
          {...fieldProps('cardNumber')}
          label="Card number"
          placeholder="1234 1234 1234 1234"
          onChange={(event) => {
            const { value, selectionStart } = event.target;
            const digitsBeforeCaret = value.slice(0, selectionStart ?? value.length).replace(/\D/g, '').length;
            const formatted = formatCardNumber(value);
            cardCaret.current = caretAfterDigits(formatted, digitsBeforeCaret);
            change('cardNumber', formatted);
          }}
          slotProps={{
            inputLabel: shrink,
            htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23, name: 'cardnumber' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <CreditCardIcon color="action" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            {...fieldProps('expiry')}
            label="Expiry (MM/YY)"
            placeholder="MM/YY"
            onChange={(event) => change('expiry', formatExpiry(event.target.value, form.expiry))}
            slotProps={{
              inputLabel: shrink,
              htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5, name: 'exp-date' },
            }}
          />
          <TextField
            {...fieldProps('cvc')}
            label="CVC"
            placeholder="123"
            onChange={(event) => change('cvc', formatCvc(event.target.value))}
            slotProps={{
              inputLabel: shrink,
              htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4, name: 'cvc' },
            }}
          />
        </Stack>
        <TextField
          {...fieldProps('name')}
          label="Name on card"
          placeholder="As printed on the card"
          onChange={(event) => change('name', event.target.value)}
          slotProps={{ inputLabel: shrink, htmlInput: { autoComplete: 'cc-name', maxLength: 100, name: 'ccname' } }}
        />
      </Stack>

      {problem && (
        <Alert
          severity="error"
          sx={{ mt: 1, mb: 2 }}
          action={
            problem.kind === 'closed' ? (
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
        sx={{ py: 1.5, fontSize: '1.05rem' }}
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
