import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  BOOKING_DURATION_DEFAULT_MONTHS,
  BOOKING_DURATION_MAX_MONTHS,
  BOOKING_DURATION_MIN_MONTHS,
  bookingMessages,
  type PaymentPlan,
} from '@rentease/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PaymentPlanChoice, PaymentTotal } from '../../../components/payment-plan-choice';
import { ApiError } from '../../../lib/api-client';
import { availabilityMessage } from '../../../lib/availability';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { getUserSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useAvailability } from '../api/get-availability';
import { amountDueToday, bookingChoice, fromIsoDate, isInWindow, parseDuration } from '../booking-form';
import { readPendingBooking, savePendingBooking } from '../pending-booking';
import { CancellationPolicy } from './cancellation-policy';
import { MoveInDatePicker } from './move-in-date-picker';

/** What the booking dialog needs of a listing. */
export type BookableProperty = { id: string; title: string; price: number /** Rupees (0 or absent: none). */; deposit?: number };

export type BookingDialogProps = {
  open: boolean;
  property: BookableProperty;
  onClose: () => void;
  /** Confirm Booking is working: the detail dialog's 'Book this Property' must wait too. */
  onProcessingChange: (processing: boolean) => void;
  /** The server says the listing moved on (window or price): the page should read it again. */
  onListingChanged: () => void;
};

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Server answers that mean "what you see is out of date", not "something broke". */
const STALE_FIELDS = ['moveInDate', 'amount', 'duration'] as const;

/** Whatever the tenant left here last time for this listing (the cancelled page's 'Try again'). */
function previousChoice(propertyId: string) {
  const pending = readPendingBooking();
  return pending?.propertyId === propertyId ? pending : null;
}

/**
 * The booking dialog's body. It mounts each time the dialog opens, so every opening starts from a
 * fresh availability answer and a clean form.
 */
function BookingForm({
  titleId,
  property,
  onClose,
  onProcessingChange,
  onListingChanged,
  isSheet,
}: Omit<BookingDialogProps, 'open'> & { titleId: string; isSheet: boolean }) {
  const { t } = useTranslation();
  const availability = useAvailability(property.id);
  const checkout = useCreateCheckoutSession();
  const [previous] = useState(() => previousChoice(property.id));
  const moveInWindow = availability.data?.moveInWindow;
  // The window comes with the availability answer (and moves when it is asked again): so does the rule.
  const choice = useMemo(() => bookingChoice(moveInWindow), [moveInWindow]);
  // Checked as the tenant types: the date and the months say what is wrong with them at once.
  const form = useZodForm(choice, {
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      moveInDate: null,
      duration: String(previous?.duration ?? BOOKING_DURATION_DEFAULT_MONTHS),
      plan: 'full' as PaymentPlan,
    },
  });
  const [date, monthsText, chosenPlan] = useWatch({ control: form.control, name: ['moveInDate', 'duration', 'plan'] });
  const plan: PaymentPlan = chosenPlan ?? 'full';
  const deposit = property.deposit ?? 0;
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // The toast area sits outside this modal dialog, which hides it from screen readers while the
  // dialog is open: the same words are said here too.
  const [announcement, setAnnouncement] = useState('');
  const fail = (message: string) => {
    notify.error(message, 'booking');
    setAnnouncement(message);
  };

  // Until the tenant picks a day, the previous choice shows while it is inside the window; a day
  // already picked is checked again against a window that moved.
  const hasChosenDate = useRef(false);
  const { getValues, setValue, trigger } = form;
  useEffect(() => {
    if (hasChosenDate.current) {
      if (getValues('moveInDate') !== null) void trigger('moveInDate');
      return;
    }
    const previousDate = previous ? fromIsoDate(previous.moveInDate) : null;
    setValue('moveInDate', isInWindow(previousDate, moveInWindow) ? previousDate : null);
  }, [moveInWindow, previous, getValues, setValue, trigger]);

  const months = parseDuration(monthsText);
  const hasPrice = Number.isFinite(property.price) && property.price > 0;
  const processing = checkout.isPending || redirecting;

  const reportProcessing = useRef(onProcessingChange);
  reportProcessing.current = onProcessingChange;
  useEffect(() => reportProcessing.current(processing), [processing]);
  useEffect(() => () => reportProcessing.current(false), []);

  // Back from the checkout page can restore this page as it was left (the back/forward cache),
  // 'Processing...' included: it is idle again, and the window may have moved meanwhile.
  const refetchAvailability = availability.refetch;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRedirecting(false);
      void refetchAvailability();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetchAvailability]);

  const confirm = async ({ moveInDate, duration, plan }: { moveInDate: string; duration: number; plan?: PaymentPlan }) => {
    const session = getUserSession();
    if (session?.role !== 'tenant') {
      fail(translateApiMessage(bookingMessages.tenantLoginRequired));
      return;
    }
    if (!hasPrice) {
      // A listing without a usable price ('Invalid property price.') surfaces as the general booking failure.
      fail(translateApiMessage(bookingMessages.bookingFailed));
      return;
    }
    const booking = { tenantId: session.userId, propertyId: property.id, moveInDate, duration };
    setStaleMessage(null);
    setAnnouncement('');
    try {
      const chosen = plan ?? 'full';
      const { url } = await checkout.mutateAsync({
        ...booking,
        plan: chosen,
        amount: amountDueToday(property.price, duration, deposit, chosen),
      });
      if (!url) {
        fail(translateApiMessage(bookingMessages.checkoutFailed));
        return;
      }
      savePendingBooking(booking);
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && STALE_FIELDS.some((field) => error.details[field])) {
        // The window moved or the price changed since the page loaded: say so, and show the
        // current ones so the tenant can confirm again.
        setStaleMessage(errorMessageOf(error, translateApiMessage(bookingMessages.bookingFailed)));
        void availability.refetch();
        onListingChanged();
        return;
      }
      // The card provider would not open a checkout: no checkout URL came back.
      const providerFailed = error instanceof ApiError && error.code === 'PAYMENT_PROVIDER_ERROR';
      fail(translateApiMessage(providerFailed ? bookingMessages.checkoutFailed : bookingMessages.bookingFailed));
    }
  };

  return (
    <Box
      component="form"
      // One request per booking: a second click, or Enter while on the way to the checkout, sends nothing.
      onSubmit={form.submit(confirm, {
        isBlocked: redirecting,
        onInvalid: () => fail(translateApiMessage(bookingMessages.invalidDateOrDuration)),
      })}
      noValidate
      sx={{ display: 'contents' }}
    >
      <DialogTitle id={`${titleId}-header`} component="div" sx={{ pb: 1 }}>
        <Typography variant="h4" component="h2" id={titleId}>
          {t('Book This Property')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {property.title}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <AvailabilityLine availability={availability} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2.5, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 3, width: '100%' }}>
            <Controller
              control={form.control}
              name="moveInDate"
              render={({ field, fieldState }) => (
                <MoveInDatePicker
                  value={field.value}
                  onChange={(value) => {
                    hasChosenDate.current = true;
                    field.onChange(value);
                  }}
                  minDate={moveInWindow ? fromIsoDate(moveInWindow.from) : undefined}
                  maxDate={moveInWindow ? fromIsoDate(moveInWindow.to) : undefined}
                  disabled={!moveInWindow || processing}
                  // An empty box is not a mistake yet: Confirm says what is missing.
                  error={date === null || !fieldState.error?.message ? undefined : translateApiMessage(fieldState.error.message)}
                />
              )}
            />
          </Box>
          <FormTextField
            control={form.control}
            name="duration"
            sx={{ flex: 2 }}
            label={t('Duration (months)')}
            type="number"
            disabled={processing}
            helperText={t('{{min}} to {{max}}', { min: BOOKING_DURATION_MIN_MONTHS, max: BOOKING_DURATION_MAX_MONTHS })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: BOOKING_DURATION_MIN_MONTHS, max: BOOKING_DURATION_MAX_MONTHS, step: 1, inputMode: 'numeric' },
            }}
          />
        </Stack>
        <Controller
          control={form.control}
          name="plan"
          render={({ field }) => (
            <PaymentPlanChoice value={field.value ?? 'full'} onChange={field.onChange} disabled={processing} />
          )}
        />
        <PaymentTotal monthlyRent={hasPrice ? property.price : undefined} months={months} deposit={deposit} plan={plan} />
        <CancellationPolicy />
        {staleMessage && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {staleMessage}
          </Alert>
        )}
        {/* Said beside the form, not only in a toast: the toast area is outside this modal dialog
            (hidden from screen readers while it is open) and, on a phone, far from the form. */}
        <Box role="status" data-testid="booking-announcement" sx={announcement ? undefined : VISUALLY_HIDDEN}>
          {announcement && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {announcement}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, pt: 1, gap: 1 }}>
        <Button onClick={onClose} disabled={processing} color="inherit">
          {isSheet ? t('Back') : t('Cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={processing}
          startIcon={processing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {/* On a phone the sheet's button says where it leads; the dialog keeps the spec's words. */}
          {processing ? t('Processing...') : isSheet ? t('Continue to payment') : t('Confirm Booking')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * The availability message from a fresh availability answer: a fact to plan by, so it reads in the
 * text colour; red is kept for something wrong (the answer could not be had).
 */
function AvailabilityLine({ availability }: { availability: ReturnType<typeof useAvailability> }) {
  const { t } = useTranslation();
  if (availability.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }} role="status">
        <CircularProgress size={16} aria-hidden />
        <Typography>{t('Checking availability…')}</Typography>
      </Stack>
    );
  }
  if (availability.isError) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="alert">
        <Typography sx={{ color: 'error.main', fontWeight: 600 }}>
          {translateApiMessage(bookingMessages.availabilityFailed)}
        </Typography>
        <Button size="small" onClick={() => void availability.refetch()}>
          {t('Try again')}
        </Button>
      </Stack>
    );
  }
  const { isBooked, moveInWindow } = availability.data;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.primary' }} role="status">
      <EventAvailableIcon fontSize="small" color="primary" sx={{ mt: '2px' }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }} data-testid="booking-availability">
        {availabilityMessage(isBooked, moveInWindow)}
      </Typography>
    </Stack>
  );
}

/**
 * Book This Property: availability, move-in date in the window, months, the
 * total, then a card checkout. While it works, nothing closes it.
 */
export function BookingDialog({ open, property, onClose, onProcessingChange, onListingChanged }: BookingDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [processing, setProcessing] = useState(false);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={processing ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <BookingForm
        titleId={titleId}
        isSheet={fullScreen}
        property={property}
        onClose={onClose}
        onProcessingChange={(value) => {
          setProcessing(value);
          onProcessingChange(value);
        }}
        onListingChanged={onListingChanged}
      />
    </Dialog>
  );
}
