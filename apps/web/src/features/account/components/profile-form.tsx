import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { accountMessages, messages, type ProfileResponse } from '@rentease/contract';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf, type FieldErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { type AccountRef, checkProfile, PROFILE_FIELDS, type ProfileField, type ProfileFields } from '../account-forms';
import { useUpdateProfile } from '../api/update-profile';

/** Moves focus to the first field to fix, so keyboard and screen reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  window.requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** First Name, Last Name, Email (read-only), Phone Number and 'Save Changes' (spec §2, §5). */
export function ProfileForm({
  account,
  profile,
  onSaved,
}: {
  account: AccountRef;
  profile: ProfileResponse;
  onSaved: () => void;
}) {
  const [fields, setFields] = useState<ProfileFields>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
  });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const save = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const showErrors = (found: FieldErrors<ProfileField>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  };

  const bind = (name: ProfileField) => ({
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
    if (save.isPending) return;
    setFailure(null);
    // Spec §5: nothing is sent while an error stands.
    const checked = checkProfile(fields, account);
    if (!checked.ok) return showErrors(checked.errors);
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        setFields({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone });
        setErrors({});
        onSaved();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, PROFILE_FIELDS);
        if (hasErrors(fieldErrors)) return showErrors(fieldErrors);
        if (isSessionRefusal(error)) return;
        setFailure(errorMessageOf(error, accountMessages.saveFailed, messages.serverErrorPleaseTryAgain));
      },
    });
  };

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate aria-label="Profile">
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField label="First Name" autoComplete="given-name" required fullWidth {...bind('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" required fullWidth {...bind('lastName')} />
        </Stack>
        <TextField
          label="Email"
          type="email"
          name="email"
          value={profile.email}
          helperText={accountMessages.emailReadOnly}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          {...bind('phone')}
          helperText={errors.phone ?? 'Optional. 8 to 15 digits; + and spaces allowed.'}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <FormError message={failure} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
