import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { accountMessages, type ChangeEmailBody, changeEmailBody, messages, type ProfileResponse } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangeEmail } from '../api/change-email';
import { PasswordField } from './password-field';

const EMAIL_FIELDS = ['email', 'currentPassword'] as const satisfies readonly (keyof ChangeEmailBody)[];

/**
 * Email Address: whether it is verified, the new address waiting for its link, and the form to
 * change it (with the current password).
 */
export function EmailForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const form = useZodForm(changeEmailBody, { defaultValues: { email: '', currentPassword: '' } });
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);

  const send = async (body: ChangeEmailBody) => {
    try {
      const answer = await change.mutateAsync(body);
      form.reset();
      setSent(answer.message);
    } catch (error) {
      if (form.showServerErrors(error, EMAIL_FIELDS) || isSessionRefusal(error)) return;
      form.setError('root', {
        message: errorMessageOf(
          error,
          translateApiMessage(accountMessages.saveFailed),
          translateApiMessage(messages.serverErrorPleaseTryAgain),
        ),
      });
    }
  };

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{profile.email}</Typography>
        {profile.email_verified ? (
          <Chip label={t('Verified')} color="success" size="small" variant="outlined" />
        ) : (
          <Chip label={t('Not verified')} color="warning" size="small" variant="outlined" />
        )}
      </Stack>
      {sent && (
        <Alert severity="info" role="status" onClose={() => setSent(null)}>
          {sent}
        </Alert>
      )}
      {!sent && profile.pending_email && (
        <Alert severity="info">
          {t('Waiting for you to open the link we sent to {{newEmail}}. Until then your email address stays {{email}}.', {
            newEmail: profile.pending_email,
            email: profile.email,
          })}
        </Alert>
      )}
      <Box component="form" onSubmit={form.submit(send)} noValidate aria-label={t('Change email address')}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField
              control={form.control}
              name="email"
              label={t('New Email')}
              type="email"
              autoComplete="email"
              required
              fullWidth
            />
            <PasswordField
              control={form.control}
              name="currentPassword"
              label={t('Your Password')}
              autoComplete="current-password"
              required
              fullWidth
            />
          </Stack>
          <FormError message={form.formState.errors.root?.message} />
          <Box>
            <PendingButton type="submit" variant="outlined" pending={change.isPending} pendingLabel={t('Sending...')}>
              {t('Change Email')}
            </PendingButton>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
