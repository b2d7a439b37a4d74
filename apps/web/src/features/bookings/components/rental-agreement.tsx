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
import type { Language } from '@rentease/i18n';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { i18n, msg, translateApiMessage, useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { downloadAgreement, fetchAgreementPdf, useAgreementStatus, useSignAgreement } from '../api/agreement';

/** Who looks at the agreement: one of its two parties, or the admin (who reads but never signs). */
export type AgreementSide = 'tenant' | 'landlord' | 'admin';

const DOWNLOAD_FAILED = msg('Could not download the rental agreement. Please try again.');

/** 'Agreement signed' once both have; otherwise who has, or that it changed after a signature. */
export function agreementStatusLabel(status: AgreementStatusResponse | undefined): string {
  if (!status) return i18n.t('Rental agreement');
  if (status.tenant_signed_at && status.landlord_signed_at) return translateApiMessage(paperMessages.agreementSigned);
  if (status.tenant_stale_signed_at || status.landlord_stale_signed_at) return i18n.t('Changed since signed');
  if (status.tenant_signed_at) return i18n.t('Signed by the tenant');
  if (status.landlord_signed_at) return i18n.t('Signed by the landlord');
  return i18n.t('Not signed yet');
}

/**
 * A line for each signature given over an earlier text of the agreement (it changed after: the
 * house rules, a name): it no longer counts, and that party is asked to sign again.
 */
export function staleSignatureNotes(
  status: AgreementStatusResponse,
  booking: Pick<BookingSummary, 'tenant_name' | 'landlord_name'>,
): string[] {
  const signed = [
    [booking.tenant_name, status.tenant_stale_signed_at],
    [booking.landlord_name, status.landlord_stale_signed_at],
  ] as const;
  return signed.flatMap(([name, at]) =>
    at
      ? [i18n.t('Signed by {{name}} on {{date}} — the agreement has changed since; sign again', { name, date: formatDate(at) })]
      : [],
  );
}

/** The booking's rental agreement: its status, and a button to read, sign and download it. */
export function RentalAgreement({ booking, side }: { booking: BookingSummary; side: AgreementSide }) {
  const { t } = useTranslation();
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
        {t('Rental agreement')}
      </Button>
      {open && <AgreementDialog booking={booking} side={side} onClose={() => setOpen(false)} />}
    </>
  );
}

function AgreementDialog({ booking, side, onClose }: { booking: BookingSummary; side: AgreementSide; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const as = side === 'admin' ? 'admin' : 'user';
  const status = useAgreementStatus(booking.booking_id, as);
  // Outside English the agreement is a translation for reading; the English original, which is
  // what both sign, is one tap away.
  const language = useLanguage();
  const [readsOriginal, setReadsOriginal] = useState(false);
  const shown = readsOriginal ? 'en' : language;
  const preview = useAgreementPreview(booking.booking_id, as, status.data, shown);
  const download = useMutation({
    mutationFn: () => downloadAgreement(booking.booking_id, booking.reference, as, shown),
    onError: (error) => notify.error(errorMessageOf(error, t(DOWNLOAD_FAILED)), 'agreement-download'),
  });
  const signedAt = side === 'admin' ? undefined : status.data?.[side === 'tenant' ? 'tenant_signed_at' : 'landlord_signed_at'];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('Rental agreement')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {booking.title} · {booking.reference} · {agreementStatusLabel(status.data)}
        </Typography>
        {language !== 'en' && (
          <Alert
            severity="info"
            sx={{ mb: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={() => setReadsOriginal((original) => !original)}>
                {readsOriginal ? t('Read the translation') : t('Read the English original')}
              </Button>
            }
          >
            {t('This is a translation for reading. You sign the agreement in English, which prevails where the two differ.')}
          </Alert>
        )}
        <Box sx={{ height: { xs: 320, sm: 420 }, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
          {preview ? (
            <iframe title={t('Rental agreement preview')} src={preview} style={{ width: '100%', height: '100%', border: 0 }} />
          ) : (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={t('Loading the agreement')} />
            </Box>
          )}
        </Box>
        {status.data &&
          staleSignatureNotes(status.data, booking).map((note) => (
            <Alert key={note} severity="warning" sx={{ mt: 2 }}>
              {note}
            </Alert>
          ))}
        {side !== 'admin' && status.data && (
          <Box sx={{ mt: 2 }}>
            {signedAt ? (
              <Alert severity="success">{t('You signed this agreement on {{date}}.', { date: formatDate(signedAt) })}</Alert>
            ) : (
              <SignForm bookingId={booking.booking_id} />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <PendingButton onClick={() => download.mutate()} pending={download.isPending} icon={<DownloadIcon />}>
          {t('Download')}
        </PendingButton>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** An object URL of the agreement's PDF for the preview, fetched afresh when someone signs or it changes. */
function useAgreementPreview(
  bookingId: string,
  as: 'user' | 'admin',
  status: AgreementStatusResponse | undefined,
  language: Language,
) {
  const [url, setUrl] = useState<string>();
  const version = `${status?.sha256}|${status?.tenant_signed_at}|${status?.landlord_signed_at}|${language}`;
  useEffect(() => {
    if (!version) return;
    let current: string | undefined;
    let gone = false;
    fetchAgreementPdf(bookingId, as, language).then(
      (pdf) => {
        if (gone) return;
        current = URL.createObjectURL(pdf);
        setUrl(current);
      },
      (error: unknown) => notify.error(errorMessageOf(error, i18n.t(DOWNLOAD_FAILED)), 'agreement-preview'),
    );
    return () => {
      gone = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [bookingId, as, version, language]);
  return url;
}

const SIGN_FIELDS = ['fullName', 'accept'] as const;

/** Type your full name, tick, Sign. */
function SignForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const form = useZodForm(signAgreementForm, { defaultValues: { fullName: '', accept: false } });
  const sign = useSignAgreement(bookingId);
  const send = async (values: { fullName: string; accept: boolean }) => {
    const body: SignAgreementBody = { fullName: values.fullName, accept: true };
    try {
      await sign.mutateAsync(body);
      notify.success(translateApiMessage(paperMessages.agreementSigned), 'agreement-sign');
    } catch (error) {
      if (form.showServerErrors(error, SIGN_FIELDS) || isSessionRefusal(error)) return;
      form.setError('root', { message: errorMessageOf(error, translateApiMessage(messages.serverErrorPleaseTryAgain)) });
    }
  };
  const acceptError = form.formState.errors.accept?.message;
  return (
    <Box component="form" onSubmit={form.submit(send)} noValidate aria-label={t('Sign the rental agreement')}>
      <Stack spacing={1.5}>
        <FormTextField
          control={form.control}
          name="fullName"
          label={t('Your full name')}
          autoComplete="name"
          required
          fullWidth
          disabled={sign.isPending}
          helperText={t('As it is on your account: typing it is your signature.')}
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
                label={t('I have read this rental agreement and I accept it')}
              />
            )}
          />
          {acceptError && <FormHelperText error>{translateApiMessage(acceptError)}</FormHelperText>}
        </Box>
        {form.formState.errors.root?.message && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
        <Box>
          <PendingButton type="submit" variant="contained" pending={sign.isPending}>
            {t('Sign')}
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
}
