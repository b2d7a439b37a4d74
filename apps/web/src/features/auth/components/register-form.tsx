import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { DEFAULT_ROLE, messages, REGISTER_REDIRECT_MS, type RegisterBody, registerBody } from '@rentease/contract';
import { Controller } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegister } from '../api/auth-api';
import { RoleToggle } from './role-toggle';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  // The same rules the server enforces, checked first for a quick answer.
  const form = useZodForm(registerBody, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phone: '', role: DEFAULT_ROLE },
  });
  const register = useRegister();
  const navigate = useNavigate();

  const send = async (body: RegisterBody) => {
    try {
      // The account starts in the language the person registers in (their emails are written in it).
      const data = await register.mutateAsync({ ...body, language: currentLanguage() });
      notify.success(data.message || messages.registered, 'register');
      form.reset();
      window.setTimeout(() => navigate('/login'), REGISTER_REDIRECT_MS);
    } catch (error) {
      const message = errorMessageOf(error, messages.registrationFailed, messages.serverErrorPleaseTryAgain);
      // A taken email is about the email: said beside it.
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') return form.setError('email', { message });
      if (!form.showServerErrors(error, FIELDS)) form.setError('root', { message });
    }
  };

  const fieldProps = { control: form.control, required: true } as const;
  return (
    <Box
      component="form"
      onSubmit={form.submit(send, { onInvalid: () => form.setError('root', { message: messages.fillAllFields }) })}
      noValidate
      aria-label={t('Register')}
    >
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => <RoleToggle value={field.value} onChange={field.onChange} />}
      />
      <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FormTextField {...fieldProps} name="firstName" label={t('First Name')} autoComplete="given-name" />
        <FormTextField {...fieldProps} name="lastName" label={t('Last Name')} autoComplete="family-name" />
      </Stack>
      <FormTextField {...fieldProps} name="email" label={t('Email')} type="email" autoComplete="email" sx={{ mb: 2 }} />
      <FormTextField
        {...fieldProps}
        name="password"
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        sx={{ mb: 2 }}
      />
      <FormTextField {...fieldProps} name="phone" label={t('Phone')} type="tel" autoComplete="tel" sx={{ mb: 3 }} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={register.isPending}>
        {t('Register')}
      </Button>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="textSecondary">
        <Trans
          i18nKey="Already have an account? <1>Login</1>"
          components={{ 1: <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }} /> }}
        />
      </Typography>
    </Box>
  );
}
