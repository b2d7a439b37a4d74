import { Box, Stack } from '@mui/material';
import { accountMessages, type ChangePasswordForm, changePasswordForm, messages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import type { AccountRef } from '../account-forms';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './password-field';

const PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const satisfies readonly (keyof ChangePasswordForm)[];

/** Account Security: current, new and confirmed password, 'Update Password'; cleared after success. */
export function PasswordForm({ account, onChanged }: { account: AccountRef; onChanged: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(changePasswordForm, {
    defaultValues: { ...account, currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangePassword();

  const send = async ({ confirmPassword: _, ...body }: z.output<typeof changePasswordForm>) => {
    try {
      await change.mutateAsync(body);
      form.reset();
      onChanged();
    } catch (error) {
      if (form.showServerErrors(error, PASSWORD_FIELDS) || isSessionRefusal(error)) return;
      form.setError('root', {
        message: errorMessageOf(
          error,
          translateApiMessage(accountMessages.passwordChangeFailed),
          translateApiMessage(messages.serverErrorPleaseTryAgain),
        ),
      });
    }
  };

  return (
    <Box component="form" onSubmit={form.submit(send)} noValidate aria-label={t('Account Security')}>
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={account.email} readOnly hidden />
      <Stack spacing={2.5}>
        <PasswordField
          control={form.control}
          name="currentPassword"
          label={t('Current Password')}
          autoComplete="current-password"
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <PasswordField
            control={form.control}
            name="newPassword"
            label={t('New Password')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label={t('Confirm New Password')}
            autoComplete="new-password"
            required
            fullWidth
          />
        </Stack>
        <FormError message={form.formState.errors.root?.message} />
        <Box>
          <PendingButton type="submit" variant="contained" pending={change.isPending} pendingLabel={t('Updating...')}>
            {t('Update Password')}
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
}
