import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { accountEmailMessages, messages, type ResetPasswordForm, resetPasswordForm } from '@rentease/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/account-emails-api';

const PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const satisfies readonly (keyof ResetPasswordForm)[];

/** A link that cannot be used (spent, expired, unknown): the way on is a new link. */
function DeadLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="error">{translateApiMessage(message)}</Alert>
      <Button component={RouterLink} to="/forgot-password" variant="contained">
        {t('Ask for a new link')}
      </Button>
    </Stack>
  );
}

/** The new-password page of a reset link: the registration's password rules, typed twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useZodForm(resetPasswordForm, { defaultValues: { token, newPassword: '', confirmPassword: '' } });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : accountEmailMessages.resetLinkInvalid);

  const send = async ({ confirmPassword: _, ...body }: z.output<typeof resetPasswordForm>) => {
    try {
      const done = await reset.mutateAsync(body);
      notify.success(done.message, 'reset-password');
      await navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'LINK_INVALID' || error.code === 'LINK_EXPIRED')) {
        setDeadLink(error.message);
        return;
      }
      if (form.showServerErrors(error, PASSWORD_FIELDS)) return;
      form.setError('root', {
        message: errorMessageOf(error, accountEmailMessages.resetFailed, messages.serverErrorPleaseTryAgain),
      });
    }
  };

  if (deadLink) return <DeadLink message={deadLink} />;

  return (
    <Box component="form" onSubmit={form.submit(send)} noValidate aria-label={t('Choose a new password')}>
      <Stack spacing={2.5}>
        <FormError message={form.formState.errors.root?.message} />
        <FormTextField
          type="password"
          control={form.control}
          name="newPassword"
          label={t('New Password')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <FormTextField
          type="password"
          control={form.control}
          name="confirmPassword"
          label={t('Confirm New Password')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <PendingButton
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          pending={reset.isPending}
          pendingLabel={t('Saving...')}
        >
          {t('Set new password')}
        </PendingButton>
        <Typography sx={{ textAlign: 'center' }} color="textSecondary">
          <Trans
            i18nKey="Changing your password signs you out everywhere. <1>Login</1>"
            components={{ 1: <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }} /> }}
          />
        </Typography>
      </Stack>
    </Box>
  );
}
