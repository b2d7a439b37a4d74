import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { accountMessages, messages } from '@rentease/contract';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf, type FieldErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import {
  type AccountRef,
  checkPasswordChange,
  EMPTY_PASSWORDS,
  PASSWORD_FIELDS,
  type PasswordField,
  type PasswordFields,
} from '../account-forms';
import { useChangePassword } from '../api/change-password';
import { PasswordField as PasswordInput } from './password-field';
import { focusFirstInvalid } from './profile-form';

/** Account Security (spec §2, §5): current, new and confirmed password, 'Update Password'; cleared after success. */
export function PasswordForm({ account, onChanged }: { account: AccountRef; onChanged: () => void }) {
  const [fields, setFields] = useState<PasswordFields>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const showErrors = (found: FieldErrors<PasswordField>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  };

  const bind = (name: PasswordField) => ({
    name,
    value: fields[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setFailure(null);
    const checked = checkPasswordChange(fields, account);
    if (!checked.ok) return showErrors(checked.errors);
    change.mutate(checked.body, {
      onSuccess: () => {
        setFields(EMPTY_PASSWORDS);
        setErrors({});
        onChanged();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, PASSWORD_FIELDS);
        if (hasErrors(fieldErrors)) return showErrors(fieldErrors);
        if (isSessionRefusal(error)) return;
        setFailure(errorMessageOf(error, accountMessages.passwordChangeFailed, messages.serverErrorPleaseTryAgain));
      },
    });
  };

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate aria-label="Account Security">
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={account.email} readOnly hidden />
      <Stack spacing={2.5}>
        <PasswordInput label="Current Password" autoComplete="current-password" required {...bind('currentPassword')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <PasswordInput label="New Password" autoComplete="new-password" required fullWidth {...bind('newPassword')} />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            required
            fullWidth
            {...bind('confirmPassword')}
          />
        </Stack>
        <FormError message={failure} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            startIcon={change.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
