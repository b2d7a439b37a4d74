import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { type BookingSummary, CANCEL_REASON_MAX, cancellationMessages, type RefundRule } from '@rentease/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiRequestAs } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatRupees } from '../../../lib/format';
import { i18n, translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useCancelBooking } from '../api/cancel-booking';
import type { BookingCardVariant } from './booking-card';

/** Rupees without float dust: 37,037.01 − 24,691.34 is 12,345.67, not 12,345.669999. */
const minusRupees = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;

function ruleText(rule: RefundRule | null, kept: number, refund: number, variant: BookingCardVariant): string {
  switch (rule) {
    case 'full_within_48_hours':
      return variant === 'tenant'
        ? i18n.t('You are cancelling within 48 hours of paying and before your move-in date, so you get everything back.')
        : i18n.t('The tenant cancelled within 48 hours of paying, so they get everything back.');
    case 'first_month_kept':
      if (refund === 0)
        return i18n.t('The first month’s rent ({{amount}}) is kept, and this stay is one month long: nothing is refunded.', {
          amount: formatRupees(kept),
        });
      return i18n.t(
        'More than 48 hours have passed since paying (or the move-in day has come): the first month’s rent ({{amount}}) is kept and the rest is refunded.',
        { amount: formatRupees(kept) },
      );
    case 'full_by_landlord':
      return i18n.t('When the landlord cancels, the tenant always gets everything back.');
    case 'full_by_admin':
      return i18n.t('When RentEase cancels, the tenant always gets everything back.');
    default:
      return '';
  }
}

/**
 * Asks before cancelling a booking, showing the refund the server's policy gives for
 * this viewer now. The confirm button is disabled while the request runs (and a ref stops a second
 * click landing before the re-render), so a double-click cancels once; Escape and the backdrop wait
 * for the answer.
 */
export function CancelBookingDialog({
  booking,
  variant,
  as,
  open,
  onClose,
}: {
  booking: BookingSummary;
  variant: BookingCardVariant;
  as: ApiRequestAs;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking(as);
  const submitting = useRef(false);
  const refund = booking.cancel_refund_amount ?? 0;
  const kept = minusRupees(booking.amount, refund);
  const tooLong = reason.length > CANCEL_REASON_MAX;

  // mutateAsync, not mutate's callbacks: the card this dialog sits in turns into the cancelled
  // booking's details as soon as the lists reload, unmounting the dialog, and mutate's own
  // callbacks are dropped for an unmounted component; the toast must still say what happened.
  const confirm = async () => {
    if (submitting.current || cancel.isPending || tooLong) return;
    submitting.current = true;
    try {
      const answer = await cancel.mutateAsync({
        bookingId: booking.booking_id,
        body: reason.trim() ? { reason: reason.trim() } : {},
      });
      const back =
        answer.refund_amount === 0
          ? ''
          : answer.refund_status === 'pending'
            ? ` ${t('The refund of {{amount}} is on its way.', { amount: formatRupees(answer.refund_amount) })}`
            : ` ${t('{{amount}} is being refunded to the card.', { amount: formatRupees(answer.refund_amount) })}`;
      notify.success(`${translateApiMessage(cancellationMessages.cancelled)}${back}`, 'cancel-booking');
      onClose();
    } catch (error) {
      // 409: someone (another tab, the other side) cancelled first or the stay began — say why and close.
      notify.error(errorMessageOf(error, t('Could not cancel the booking. Please try again.')), 'cancel-booking');
      if (error instanceof ApiError && [403, 404, 409].includes(error.status)) onClose();
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Dialog
      open={open}
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('Cancel booking')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 1 }} noWrap title={booking.title}>
          {booking.title}
        </Typography>
        <Box
          role="group"
          aria-label={t('Refund')}
          sx={{ p: 1.5, mb: 1.5, borderRadius: 2, bgcolor: 'rgba(15,118,110,0.08)', display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{variant === 'tenant' ? t('You get back') : t('The tenant gets back')}</Typography>
            <Typography sx={{ fontWeight: 800 }} data-testid="cancel-refund">
              {formatRupees(refund)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" color="textSecondary">
              {t('Kept by the landlord')}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {formatRupees(kept)}
            </Typography>
          </Box>
        </Box>
        <DialogContentText id={textId} sx={{ fontSize: 14 }}>
          {ruleText(booking.cancel_refund_rule, kept, refund, variant)}{' '}
          {t('The dates become free for others at once. This cannot be undone.')}
        </DialogContentText>
        <TextField
          label={t('Reason (optional)')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          disabled={cancel.isPending}
          error={tooLong}
          helperText={tooLong ? translateApiMessage(cancellationMessages.reasonTooLong) : `${reason.length}/${CANCEL_REASON_MAX}`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          {t('Keep booking')}
        </Button>
        <Button onClick={() => void confirm()} variant="contained" color="error" disabled={cancel.isPending || tooLong}>
          {cancel.isPending ? t('Cancelling…') : t('Cancel booking')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
