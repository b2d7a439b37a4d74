import { Box, Button, TextField } from '@mui/material';
import { ADMIN_LOGIN_REDIRECT_MS, messages } from '@rentease/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { errorMessageOf } from '../../../lib/form-errors';
import { saveAdminSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useAdminLogin } from '../api/auth-api';

export function AdminLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const login = useAdminLogin();
  const navigate = useNavigate();
  const busy = login.isPending || redirecting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    login.mutate(
      { email, password },
      {
        onSuccess: (data) => {
          saveAdminSession({ token: data.token, name: data.name, email: data.email, role: 'admin' });
          notify.success(messages.adminLoginSuccessful, 'admin-login');
          setRedirecting(true);
          window.setTimeout(() => navigate('/admin/dashboard'), ADMIN_LOGIN_REDIRECT_MS);
        },
        onError: (error) => setFailure(errorMessageOf(error, messages.loginFailed, messages.serverErrorTryAgain)),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Admin login">
      <FormError message={failure} sx={{ mb: 2 }} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        sx={{ mb: 2 }}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        sx={{ mb: 3 }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </Box>
  );
}
