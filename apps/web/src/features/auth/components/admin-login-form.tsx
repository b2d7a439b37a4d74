import { Box, Button } from '@mui/material';
import { ADMIN_LOGIN_REDIRECT_MS, type AdminLoginBody, adminLoginBody, messages } from '@rentease/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessageOf } from '../../../lib/form-errors';
import { saveAdminSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAdminLogin } from '../api/auth-api';

export function AdminLoginForm() {
  const form = useZodForm(adminLoginBody, { defaultValues: { email: '', password: '' } });
  const [redirecting, setRedirecting] = useState(false);
  const login = useAdminLogin();
  const navigate = useNavigate();
  const busy = login.isPending || redirecting;

  const send = async (body: AdminLoginBody) => {
    if (busy) return;
    try {
      const data = await login.mutateAsync(body);
      saveAdminSession({ token: data.token, name: data.name, email: data.email, role: 'admin' });
      notify.success(messages.adminLoginSuccessful, 'admin-login');
      setRedirecting(true);
      window.setTimeout(() => navigate('/admin/dashboard'), ADMIN_LOGIN_REDIRECT_MS);
    } catch (error) {
      // A malformed email is about the email field, as on the user login; the rest is about the form.
      if (form.showServerErrors(error, ['email', 'password'])) return;
      form.setError('root', { message: errorMessageOf(error, messages.loginFailed, messages.serverErrorTryAgain) });
    }
  };

  return (
    <Box component="form" onSubmit={form.submit(send)} aria-label="Admin login">
      <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        sx={{ mb: 2 }}
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        sx={{ mb: 3 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </Box>
  );
}
