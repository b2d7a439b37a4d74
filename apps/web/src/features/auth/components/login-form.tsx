import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { type AccountRole, DEFAULT_ROLE, messages } from '@rentease/contract';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { errorMessageOf } from '../../../lib/form-errors';
import { safeReturnPath } from '../../../lib/return-path';
import { saveUserSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useLogin } from '../api/auth-api';
import { RoleToggle } from './role-toggle';

/** Where each role lands after signing in (spec §2 Login). */
export const landingPathFor = (role: AccountRole) => (role === 'landlord' ? '/landlord/properties' : '/tenant/search');

export function LoginForm() {
  const [role, setRole] = useState<AccountRole>(DEFAULT_ROLE);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const navigate = useNavigate();
  // A visitor sent here from a page (a shared listing's Book or Contact) goes back to it.
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('next'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setFailure(null);
    login.mutate(
      { email, password, role },
      {
        onSuccess: (data) => {
          const accountRole: AccountRole = data.role === 'landlord' ? 'landlord' : 'tenant';
          saveUserSession({
            token: data.token,
            userId: data.id,
            role: accountRole,
            email: data.email,
            firstName: data.firstName,
            lastName: data.lastName,
          });
          notify.success(data.message || messages.loginSuccessful, 'login');
          navigate(returnPath ?? landingPathFor(accountRole));
        },
        onError: (error) => setFailure(errorMessageOf(error, messages.invalidCredentials, messages.serverErrorPleaseTryAgain)),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Login">
      <RoleToggle value={role} onChange={setRole} />
      <FormError message={failure} sx={{ mb: 2 }} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
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
      <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        Don't have an account?{' '}
        <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
          Register
        </Link>
      </Typography>
    </Box>
  );
}
