import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  BOOKING_DURATION_MAX_MONTHS,
  BOOKING_DURATION_MIN_MONTHS,
  BOOKING_REQUEST_ANSWER_HOURS,
  bookingRequestMessages,
  type CreateBookingRequestResponse,
  createBookingRequestBody,
  RENTER_ABOUT_MAX,
  RENTER_OCCUPANTS_MAX,
  RENTER_OCCUPANTS_MIN,
  type RenterProfile,
} from '@rentease/contract';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { availabilityMessage } from '../../../lib/availability';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDateTime, formatNumber, formatRupees } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateBookingRequest } from '../api/create-booking-request';
import { useRenterProfile } from '../api/get-renter-profile';
import { useRequestWindow } from '../api/get-request-window';

/** What the request dialog needs of a listing. */
export type RequestableProperty = { id: string; title: string; price: number };

/** The dates and the application; the listing is the dialog's own. */
const requestForm = createBookingRequestBody.omit({ propertyId: true });

const FIELDS = [
  'moveInDate',
  'duration',
  'application.occupants',
  'application.occupation',
  'application.employer',
  'application.monthlyIncome',
  'application.hasPets',
  'application.about',
] as const;

/** The form's first values: the listing's first move-in day and the tenant's last answers. */
function startingValues(firstDay: string, profile: RenterProfile | null) {
  return {
    moveInDate: firstDay,
    duration: '6',
    application: {
      occupants: profile ? String(profile.occupants) : '1',
      occupation: profile?.occupation ?? '',
      employer: profile?.employer ?? '',
      monthlyIncome: profile?.monthly_income == null ? '' : String(profile.monthly_income),
      hasPets: profile?.has_pets ?? false,
      about: profile?.about ?? '',
    },
  };
}

function RequestForm({
  titleId,
  property,
  window,
  profile,
  onClose,
  onSent,
}: {
  titleId: string;
  property: RequestableProperty;
  window: { from: string; to: string; isBooked: boolean };
  profile: RenterProfile | null;
  onClose: () => void;
  onSent: (sent: CreateBookingRequestResponse) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateBookingRequest();
  const form = useZodForm(requestForm, { defaultValues: startingValues(window.from, profile) });
  const [problem, setProblem] = useState<string | null>(null);
  const busy = create.isPending;

  const send = async (body: ReturnType<typeof requestForm.parse>) => {
    setProblem(null);
    try {
      onSent(await create.mutateAsync({ propertyId: property.id, ...body }));
    } catch (error) {
      if (form.showServerErrors(error, FIELDS)) return;
      // An open request already, or the listing changed to instant booking: the server's words say which.
      setProblem(errorMessageOf(error, translateApiMessage(bookingRequestMessages.sendFailed)));
    }
  };

  return (
    <Box component="form" onSubmit={form.submit(send)} noValidate sx={{ display: 'contents' }}>
      <DialogTitle component="div" sx={{ pb: 1 }}>
        <Typography variant="h4" component="h2" id={titleId}>
          {t('Request to book')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {property.title} · {t('{{price}} a month', { price: formatRupees(property.price) })}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="request-availability">
          {availabilityMessage(window.isBooked, window)}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {t(
            'The owner approves each booking. They have {{hours}} hours to answer; once approved, you pay to confirm. Nothing is charged now.',
            { hours: BOOKING_REQUEST_ANSWER_HOURS },
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2.5 }}>
          <FormTextField
            control={form.control}
            name="moveInDate"
            label={t('Move-in date')}
            type="date"
            disabled={busy}
            sx={{ flex: 3 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: window.from, max: window.to } }}
          />
          <FormTextField
            control={form.control}
            name="duration"
            label={t('Duration (months)')}
            type="number"
            disabled={busy}
            sx={{ flex: 2 }}
            helperText={t('{{min}} to {{max}}', { min: BOOKING_DURATION_MIN_MONTHS, max: BOOKING_DURATION_MAX_MONTHS })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: BOOKING_DURATION_MIN_MONTHS, max: BOOKING_DURATION_MAX_MONTHS, step: 1, inputMode: 'numeric' },
            }}
          />
        </Stack>
        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('About you')}
        </Typography>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="application.occupants"
              label={t('People moving in')}
              type="number"
              disabled={busy}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { min: RENTER_OCCUPANTS_MIN, max: RENTER_OCCUPANTS_MAX, step: 1, inputMode: 'numeric' } }}
            />
            <FormTextField
              control={form.control}
              name="application.monthlyIncome"
              label={t('Monthly income (₹, optional)')}
              type="number"
              disabled={busy}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { min: 0, step: 1000, inputMode: 'numeric' } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="application.occupation"
              label={t('Occupation')}
              disabled={busy}
              sx={{ flex: 1 }}
            />
            <FormTextField
              control={form.control}
              name="application.employer"
              label={t('Employer (optional)')}
              disabled={busy}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Controller
            control={form.control}
            name="application.hasPets"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    disabled={busy}
                  />
                }
                label={t('Pets will live with me')}
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="application.about"
            label={t('A few words for the owner (optional)')}
            multiline
            minRows={3}
            disabled={busy}
            helperText={t('Who you are, why you are moving. At most {{max}} characters.', {
              max: formatNumber(RENTER_ABOUT_MAX),
            })}
            slotProps={{ htmlInput: { maxLength: RENTER_ABOUT_MAX } }}
          />
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, pt: 1, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? t('Sending...') : t('Send request')}
        </Button>
      </DialogActions>
    </Box>
  );
}

function SentConfirmation({
  titleId,
  property,
  sent,
  onClose,
}: {
  titleId: string;
  property: RequestableProperty;
  sent: CreateBookingRequestResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogTitle component="div">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" aria-hidden />
          <Typography variant="h4" component="h2" id={titleId}>
            {t('Request sent')}
          </Typography>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography role="status">
          {t(
            'Your request for {{title}} is with the owner. They have until {{time}} to answer, and you will be told either way. Once approved, pay from My Bookings to confirm.',
            { title: property.title, time: formatDateTime(sent.expires_at) },
          )}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button component={RouterLink} to="/tenant/bookings" color="inherit">
          {t('See my requests')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('Done')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Request to book: the dates as for a booking and a short application (filled in from the last
 * one), sent to the owner to approve. After sending, a plain confirmation of what happens next.
 */
export function RequestBookingDialog({
  open,
  property,
  onClose,
}: {
  open: boolean;
  property: RequestableProperty;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const availability = useRequestWindow(property.id);
  const profile = useRenterProfile();
  const [sent, setSent] = useState<CreateBookingRequestResponse | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  const loading = availability.isPending || profile.isPending;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      {sent ? (
        <SentConfirmation titleId={titleId} property={property} sent={sent} onClose={close} />
      ) : loading ? (
        <DialogContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={16} aria-hidden />
            <Typography id={titleId}>{t('Checking availability…')}</Typography>
          </Stack>
        </DialogContent>
      ) : availability.isError || profile.isError ? (
        <DialogContent>
          <Alert severity="error" id={titleId}>
            {translateApiMessage(bookingRequestMessages.sendFailed)}
          </Alert>
        </DialogContent>
      ) : (
        <RequestForm
          titleId={titleId}
          property={property}
          window={{ ...availability.data.moveInWindow, isBooked: availability.data.isBooked }}
          profile={profile.data}
          onClose={close}
          onSent={setSent}
        />
      )}
    </Dialog>
  );
}
