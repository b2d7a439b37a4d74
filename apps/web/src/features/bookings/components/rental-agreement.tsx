import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import {
  type AgreementStatusResponse,
  type BookingSummary,
  messages,
  paperMessages,
  type SignAgreementBody,
  signAgreementForm,
} from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { downloadAgreement, fetchAgreementPdf, useAgreementStatus, useSignAgreement } from '../api/agreement';

/** Who looks at the agreement: one of its two parties, or the admin (who reads but never signs). */
export type AgreementSide = 'tenant' | 'landlord' | 'admin';

const DOWNLOAD_FAILED = 'Could not download the rental agreement. Please try again.';

/** 'Agreement signed' once both have; otherwise who has. */
export function agreementStatusLabel(status: AgreementStatusResponse | undefined): string {
  if (!status) return 'Rental agreement';
  if (status.tenant_signed_at && status.landlord_signed_at) return paperMessages.agreementSigned;
  if (status.tenant_signed_at) return 'Signed by the tenant';
  if (status.landlord_signed_at) return 'Signed by the landlord';
  return 'Not signed yet';
}

/** The booking's rental agreement: its status, and a button to read, sign and download it. */
export function RentalAgreement({ booking, side }: { booking: BookingSummary; side: AgreementSide }) {
  const as = side === 'admin' ? 'admin' : 'user';
  const status = useAgreementStatus(booking.booking_id, as);
  const [open, setOpen] = useState(false);
  const both = Boolean(status.data?.tenant_signed_at && status.data?.landlord_signed_at);
  return (
    <>
      <Chip
        icon={<DescriptionIcon />}
        label={agreementStatusLabel(status.data)}
        color={both ? 'success' : 'default'}
        variant={both ? 'filled' : 'outlined'}
        size="small"
        data-testid="agreement-status"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Rental agreement
      </Button>
      {open && <AgreementDialog booking={booking} side={side} onClose={() => setOpen(false)} />}
    </>
  );
}

function AgreementDialog({ booking, side, onClose }: { booking: BookingSummary; side: AgreementSide; onClose: () => void }) {
  const titleId = useId();
  const as = side === 'admin' ? 'admin' : 'user';
  const status = useAgreementStatus(booking.booking_id, as);
  const preview = useAgreementPreview(booking.booking_id, as, status.data);
  const download = useMutation({
    mutationFn: () => downloadAgreement(booking.booking_id, booking.reference, as),
    onError: (error) => notify.error(errorMessageOf(error, DOWNLOAD_FAILED), 'agreement-download'),
  });
  const signedAt = side === 'admin' ? undefined : status.data?.[side === 'tenant' ? 'tenant_signed_at' : 'landlord_signed_at'];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Rental agreement</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {booking.title} · {booking.reference} · {agreementStatusLabel(status.data)}
        </Typography>
        <Box sx={{ height: { xs: 320, sm: 420 }, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
          {preview ? (
            <iframe title="Rental agreement preview" src={preview} style={{ width: '100%', height: '100%', border: 0 }} />
          ) : (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label="Loading the agreement" />
            </Box>
          )}
        </Box>
        {side !== 'admin' && status.data && (
          <Box sx={{ mt: 2 }}>
            {signedAt ? (
              <Alert severity="success">You signed this agreement on {formatDate(signedAt)}.</Alert>
            ) : (
              <SignForm bookingId={booking.booking_id} />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => download.mutate()}
          disabled={download.isPending}
          startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        >
          Download
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** An object URL of the agreement's PDF for the preview, fetched afresh when someone signs. */
function useAgreementPreview(bookingId: string, as: 'user' | 'admin', status: AgreementStatusResponse | undefined) {
  const [url, setUrl] = useState<string>();
  const version = `${status?.tenant_signed_at}|${status?.landlord_signed_at}`;
  useEffect(() => {
    if (!version) return;
    let current: string | undefined;
    let gone = false;
    fetchAgreementPdf(bookingId, as).then(
      (pdf) => {
        if (gone) return;
        current = URL.createObjectURL(pdf);
        setUrl(current);
      },
      (error: unknown) => notify.error(errorMessageOf(error, DOWNLOAD_FAILED), 'agreement-preview'),
    );
    return () => {
      gone = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [bookingId, as, version]);
  return url;
}

const SIGN_FIELDS = ['fullName', 'accept'] as const;

/** Type your full name, tick, Sign. */
function SignForm({ bookingId }: { bookingId: string }) {
  const form = useZodForm(signAgreementForm, { defaultValues: { fullName: '', accept: false } });
  const sign = useSignAgreement(bookingId);
  const send = async (values: { fullName: string; accept: boolean }) => {
    const body: SignAgreementBody = { fullName: values.fullName, accept: true };
    try {
      await sign.mutateAsync(body);
      notify.success(paperMessages.agreementSigned, 'agreement-sign');
    } catch (error) {
      if (form.showServerErrors(error, SIGN_FIELDS) || isSessionRefusal(error)) return;
      form.setError('root', { message: errorMessageOf(error, messages.serverErrorPleaseTryAgain) });
    }
  };
  const acceptError = form.formState.errors.accept?.message;
  return (
    <Box component="form" onSubmit={form.submit(send)} noValidate aria-label="Sign the rental agreement">
      <Stack spacing={1.5}>
        <FormTextField
          control={form.control}
          name="fullName"
          label="Your full name"
          autoComplete="name"
          required
          fullWidth
          disabled={sign.isPending}
          helperText="As it is on your account: typing it is your signature."
        />
        <Box>
          <Controller
            control={form.control}
            name="accept"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { ref: field.ref } }}
                    disabled={sign.isPending}
                  />
                }
                label="I have read this rental agreement and I accept it"
              />
            )}
          />
          {acceptError && <FormHelperText error>{acceptError}</FormHelperText>}
        </Box>
        {form.formState.errors.root?.message && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={sign.isPending}
            startIcon={sign.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Sign
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
