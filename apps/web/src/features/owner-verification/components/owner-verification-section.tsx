import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, FormHelperText, Skeleton, Stack, Typography } from '@mui/material';
import {
  OWNER_DOCUMENT_KINDS,
  OWNER_DOCUMENT_LABELS,
  OWNER_DOCUMENT_MAX_BYTES,
  type OwnerDocumentKind,
  type OwnerVerificationState,
  ownerVerificationMessages as texts,
} from '@rentease/contract';
import { type ChangeEvent, useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { PendingButton } from '../../../components/pending-button';
import { VerifiedOwnerBadge } from '../../../components/verified-owner-badge';
import { visuallyHidden } from '../../../components/visually-hidden';
import { errorMessageOf, serverFieldErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm, type ZodForm } from '../../../lib/use-zod-form';
import { useMyVerification, useSubmitVerification } from '../api/owner-verification-api';
import '../../../lib/zod-config';

/** The types the server takes: a photo or a PDF scan. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/** One document: chosen, of a type the server reads, and not too big (checked again by the server). */
const documentField = z
  .custom<File | null>()
  .refine((file): file is File => file instanceof File, texts.documentsRequired)
  .refine((file) => !(file instanceof File) || ACCEPTED_TYPES.includes(file.type), texts.documentType)
  .refine((file) => !(file instanceof File) || file.size <= OWNER_DOCUMENT_MAX_BYTES, texts.documentTooLarge)
  .transform((file) => file as File);

const documentsSchema = z.object({ ownership: documentField, identity: documentField });
type DocumentsForm = ZodForm<typeof documentsSchema>;

/** A labelled file picker: the native input (hidden from the eye, not from keyboards) inside a button. */
function DocumentPicker({ form, kind, disabled }: { form: DocumentsForm; kind: OwnerDocumentKind; disabled: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  return (
    <Controller
      control={form.control}
      name={kind}
      render={({ field, fieldState }) => (
        <Stack spacing={0.75}>
          <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
            {t(OWNER_DOCUMENT_LABELS[kind])}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={disabled}
              sx={{ flexShrink: 0, '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 } }}
            >
              {t('Choose file')}
              <Box
                component="input"
                id={inputId}
                ref={field.ref}
                type="file"
                name={kind}
                accept={ACCEPTED_TYPES.join(',')}
                disabled={disabled}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={messageId}
                onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.files?.[0] ?? null)}
                onBlur={field.onBlur}
                sx={visuallyHidden}
              />
            </Button>
            <Typography variant="body2" color="textSecondary" noWrap>
              {field.value instanceof File ? field.value.name : t('No file chosen')}
            </Typography>
          </Stack>
          <FormHelperText id={messageId} error={Boolean(fieldState.error)} sx={{ m: 0 }}>
            {fieldState.error?.message
              ? translateApiMessage(fieldState.error.message)
              : t('A JPEG, PNG or WebP photo, or a PDF, up to 8 MB.')}
          </FormHelperText>
        </Stack>
      )}
    />
  );
}

/** Both pickers and 'Send for verification'; the server's message for a document shows beside its picker. */
function DocumentsForm() {
  const { t } = useTranslation();
  const submit = useSubmitVerification();
  const form = useZodForm(documentsSchema, { defaultValues: { ownership: null, identity: null } });
  const send = form.submit(async (documents) => {
    try {
      await submit.mutateAsync(documents);
      notify.success(translateApiMessage(texts.submitted), 'owner-verification');
    } catch (error) {
      if (form.showServerErrors(error, OWNER_DOCUMENT_KINDS)) return;
      // A document too big for the server's limit is named 'file': it is both documents' rule.
      const file = serverFieldErrors(error, ['file']).file;
      form.setError('root', { message: file ?? errorMessageOf(error, t('Your documents could not be sent. Please try again.')) });
    }
  });
  return (
    <Stack component="form" onSubmit={send} noValidate spacing={2.5}>
      {OWNER_DOCUMENT_KINDS.map((kind) => (
        <DocumentPicker key={kind} form={form} kind={kind} disabled={submit.isPending} />
      ))}
      <FormError message={form.formState.errors.root?.message} />
      <Box>
        <PendingButton type="submit" variant="contained" pending={submit.isPending} pendingLabel={t('Sending…')}>
          {t('Send for verification')}
        </PendingButton>
      </Box>
    </Stack>
  );
}

function VerificationState({ state }: { state: OwnerVerificationState }) {
  const { t } = useTranslation();
  const latest = state.latest;
  if (state.verified) {
    return (
      <Stack spacing={1}>
        <VerifiedOwnerBadge size="medium" />
        <Typography>
          {state.verified_at
            ? t('Your listings show the badge since {{date}}.', { date: formatDate(state.verified_at) })
            : t('Your listings show the badge.')}
        </Typography>
      </Stack>
    );
  }
  if (latest?.status === 'pending') {
    return (
      <Alert severity="info">
        {t(
          'Your documents are with our team (sent {{date}}). We will let you know when they are checked, usually within two working days.',
          { date: formatDate(latest.submitted_at) },
        )}
      </Alert>
    );
  }
  return (
    <Stack spacing={2.5}>
      {latest?.status === 'rejected' && (
        <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
          {latest.decided_at
            ? t('Your documents were not accepted on {{date}}: {{reason}}. Please send them again.', {
                date: formatDate(latest.decided_at),
                reason: latest.rejection_reason ?? t('no reason was given'),
              })
            : t('Your documents were not accepted: {{reason}}. Please send them again.', {
                reason: latest.rejection_reason ?? t('no reason was given'),
              })}
        </Alert>
      )}
      <DocumentsForm />
    </Stack>
  );
}

/** The landlord's verified-owner status, with the documents form until they are verified. */
export function OwnerVerificationSection() {
  const { t } = useTranslation();
  const verification = useMyVerification();
  if (verification.isPending)
    return <Skeleton variant="rounded" height={120} aria-busy="true" aria-label={t('Loading your verification')} />;
  if (verification.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void verification.refetch()}>{t('Retry')}</Button>}>
        {errorMessageOf(verification.error, t('Your verification could not be loaded.'))}
      </Alert>
    );
  return <VerificationState state={verification.data} />;
}
