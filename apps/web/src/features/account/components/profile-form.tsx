import { Box, Stack, TextField } from '@mui/material';
import { accountMessages, messages, type ProfileResponse, type UpdateProfileBody, updateProfileBody } from '@rentease/contract';
import { LANGUAGE_NAMES, LANGUAGES } from '@rentease/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { changeLanguage, currentLanguage, translateApiMessage } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import type { AccountRef } from '../account-forms';
import { useUpdateProfile } from '../api/update-profile';

const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'pan', 'language'] as const;

/** Only a landlord's profile has a PAN (printed on their rent receipts); a tenant's form sends none. */
const panOf = (account: AccountRef, pan: string | undefined) => (account.role === 'landlord' ? { pan: pan ?? '' } : {});

/** First Name, Last Name, Email (read-only), Phone Number, Language and 'Save Changes'. */
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
  const { t } = useTranslation();
  const form = useZodForm(updateProfileBody, {
    defaultValues: {
      ...account,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      ...panOf(account, profile.pan),
      language: profile.language,
    },
  });
  const save = useUpdateProfile();

  // The switch in the bar saves the language to the profile too: the field follows it, unless
  // the person has already picked another one here.
  const { getFieldState, resetField } = form;
  useEffect(() => {
    if (!getFieldState('language').isDirty) resetField('language', { defaultValue: profile.language });
  }, [getFieldState, resetField, profile.language]);

  const send = async (body: UpdateProfileBody) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset({
        ...account,
        firstName: saved.firstName,
        lastName: saved.lastName,
        phone: saved.phone,
        ...panOf(account, saved.pan),
        language: saved.language,
      });
      // The app speaks the language the person reads in. Should its texts fail to load (offline),
      // the page stays as it is and the next start adopts the profile's language.
      if (saved.language !== currentLanguage()) await changeLanguage(saved.language).catch(() => undefined);
      onSaved();
    } catch (error) {
      if (form.showServerErrors(error, PROFILE_FIELDS) || isSessionRefusal(error)) return;
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
    <Box component="form" onSubmit={form.submit(send)} noValidate aria-label={t('Profile')}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField
            control={form.control}
            name="firstName"
            label={t('First Name')}
            autoComplete="given-name"
            required
            fullWidth
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label={t('Last Name')}
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <TextField
          label={t('Email')}
          type="email"
          name="email"
          value={profile.email}
          helperText={translateApiMessage(accountMessages.emailReadOnly)}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        />
        <FormTextField
          control={form.control}
          name="phone"
          label={t('Phone Number')}
          type="tel"
          autoComplete="tel"
          helperText={t('Optional. 8 to 15 digits; + and spaces allowed.')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        {account.role === 'landlord' && (
          <FormTextField
            control={form.control}
            name="pan"
            label="PAN"
            autoComplete="off"
            helperText={t("Optional. Printed on your tenants' rent receipts for their HRA claims, e.g. ABCDE1234F.")}
            slotProps={{ htmlInput: { maxLength: 10, style: { textTransform: 'uppercase' } } }}
          />
        )}
        <FormTextField
          control={form.control}
          select
          name="language"
          label={t('Language')}
          helperText={t('The app and your emails are in this language.')}
          slotProps={{ select: { native: true } }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </FormTextField>
        <FormError message={form.formState.errors.root?.message} />
        <Box>
          <PendingButton type="submit" variant="contained" pending={save.isPending} pendingLabel={t('Saving...')}>
            {t('Save Changes')}
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
}
