import { Box, Button } from '@mui/material';
import {
  ADMIN_LOGIN_REDIRECT_MS,
  type AdminLoginBody,
  type AdminLoginResponse,
  adminLoginBody,
  messages,
  twoStepMessages,
} from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessageOf } from '../../../lib/form-errors';
import { saveAdminSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAdminLogin } from '../api/auth-api';
import { TwoStepCodeForm } from './two-step-code-form';

export function AdminLoginForm() {
  const { t } = useTranslation();
  const form = useZodForm(adminLoginBody, { defaultValues: { email: '', password: '' } });
  const [redirecting, setRedirecting] = useState(false);
  const login = useAdminLogin();
  const navigate = useNavigate();
  const busy = login.isPending || redirecting;

  // Set while the second step (two-step sign-in) waits for its code.
  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = (data: AdminLoginResponse) => {
    saveAdminSession({ token: data.token, name: data.name, email: data.email, role: 'admin' });
    notify.success(messages.adminLoginSuccessful, 'admin-login');
    setRedirecting(true);
    window.setTimeout(() => navigate('/admin/dashboard'), ADMIN_LOGIN_REDIRECT_MS);
  };

  const send = async (body: AdminLoginBody) => {
    if (busy) return;
    try {
      const data = await login.mutateAsync(body);
      if ('mfa_required' in data) setChallenge(data.challenge);
      else signedIn(data);
    } catch (error) {
      // A malformed email is about the email field, as on the user login; the rest is about the form.
      if (form.showServerErrors(error, ['email', 'password'])) return;
      form.setError('root', { message: errorMessageOf(error, messages.loginFailed, messages.serverErrorTryAgain) });
    }
  };

  if (challenge && !redirecting) {
    return (
      <TwoStepCodeForm
        challenge={challenge}
        onSignedIn={(data) => {
          if ('name' in data) signedIn(data);
        }}
        onRestart={() => {
          setChallenge(null);
          form.setError('root', { message: twoStepMessages.challengeExpired });
        }}
      />
    );
  }

  return (
    <Box component="form" onSubmit={form.submit(send)} aria-label={t('Admin login')}>
      <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
      <FormTextField
        control={form.control}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="username"
        required
        sx={{ mb: 2 }}
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        required
        sx={{ mb: 3 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {login.isPending ? t('Logging in...') : t('Login')}
      </Button>
    </Box>
  );
}
