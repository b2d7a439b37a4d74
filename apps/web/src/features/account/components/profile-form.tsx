import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { accountMessages, messages, type ProfileResponse, type UpdateProfileBody, updateProfileBody } from '@rentease/contract';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import type { AccountRef } from '../account-forms';
import { useUpdateProfile } from '../api/update-profile';

const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'pan'] as const;

/** Only a landlord's profile has a PAN (printed on their rent receipts); a tenant's form sends none. */
const panOf = (account: AccountRef, pan: string | undefined) => (account.role === 'landlord' ? { pan: pan ?? '' } : {});

/** First Name, Last Name, Email (read-only), Phone Number and 'Save Changes'. */
export function ProfileForm({
  account,
  profile,
  onSaved,
}: {
  account: AccountRef;
  profile: ProfileResponse;
  onSaved: () => void;
}) {
  // Nothing is sent while an error stands. The account's email and role only name it.
  const form = useZodForm(updateProfileBody, {
    defaultValues: {
      ...account,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      ...panOf(account, profile.pan),
    },
  });
  const save = useUpdateProfile();

  const send = async (body: UpdateProfileBody) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset({
        ...account,
        firstName: saved.firstName,
        lastName: saved.lastName,
        phone: saved.phone,
        ...panOf(account, saved.pan),
      });
      onSaved();
    } catch (error) {
      if (form.showServerErrors(error, PROFILE_FIELDS) || isSessionRefusal(error)) return;
      form.setError('root', { message: errorMessageOf(error, accountMessages.saveFailed, messages.serverErrorPleaseTryAgain) });
    }
  };

  return (
    <Box component="form" onSubmit={form.submit(send)} noValidate aria-label="Profile">
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField
            control={form.control}
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            required
            fullWidth
          />
          <FormTextField control={form.control} name="lastName" label="Last Name" autoComplete="family-name" required fullWidth />
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
        <FormTextField
          control={form.control}
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          helperText="Optional. 8 to 15 digits; + and spaces allowed."
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        {account.role === 'landlord' && (
          <FormTextField
            control={form.control}
            name="pan"
            label="PAN"
            autoComplete="off"
            helperText="Optional. Printed on your tenants' rent receipts for their HRA claims, e.g. ABCDE1234F."
            slotProps={{ htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' } } }}
          />
        )}
        <FormError message={form.formState.errors.root?.message} />
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
