import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import {
  type AccountRole,
  DEFAULT_ROLE,
  messages,
  REGISTER_REDIRECT_MS,
  type RegisterInput,
  registerBody,
} from '@rentease/contract';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessageOf, type FieldErrors, fieldErrorsOf, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useRegister } from '../api/auth-api';
import { RoleToggle } from './role-toggle';

type Fields = Omit<RegisterInput, 'role'>;
const EMPTY: Fields = { firstName: '', lastName: '', email: '', password: '', phone: '' };
const FIELDS = Object.keys(EMPTY) as (keyof Fields)[];

export function RegisterForm() {
  const [role, setRole] = useState<AccountRole>(DEFAULT_ROLE);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Fields>>({});
  const register = useRegister();
  const navigate = useNavigate();

  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setFields((f) => ({ ...f, [name]: e.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    // The same rules the server enforces (spec §5), checked first for a quick answer.
    const parsed = registerBody.safeParse({ ...fields, role });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, FIELDS));
      notify.error(messages.fillAllFields, 'register');
      return;
    }
    register.mutate(parsed.data, {
      onSuccess: (data) => {
        notify.success(data.message || messages.registered, 'register');
        setFields(EMPTY);
        setRole(DEFAULT_ROLE);
        window.setTimeout(() => navigate('/login'), REGISTER_REDIRECT_MS);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, FIELDS));
        notify.error(errorMessageOf(error, messages.registrationFailed, messages.serverErrorPleaseTryAgain), 'register');
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Register">
      <RoleToggle value={role} onChange={setRole} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </Stack>
      <TextField label="Email" type="email" autoComplete="email" sx={{ mb: 2 }} {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" sx={{ mb: 2 }} {...field('password')} />
      <TextField label="Phone" type="tel" autoComplete="tel" sx={{ mb: 3 }} {...field('phone')} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={register.isPending}>
        Register
      </Button>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Login
        </Link>
      </Typography>
    </Box>
  );
}
