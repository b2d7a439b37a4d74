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
import { FormError } from '../../../components/form-error';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf, type FieldErrors, fieldErrorsOf, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
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
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
    // The same rules the server enforces (spec §5), checked first for a quick answer.
    const parsed = registerBody.safeParse({ ...fields, role });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, FIELDS));
      setFailure(messages.fillAllFields);
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
        const message = errorMessageOf(error, messages.registrationFailed, messages.serverErrorPleaseTryAgain);
        // A taken email is about the email: said beside it.
        if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') return setErrors({ email: message });
        const fieldErrors = serverFieldErrors(error, FIELDS);
        setErrors(fieldErrors);
        if (!hasErrors(fieldErrors)) setFailure(message);
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Register">
      <RoleToggle value={role} onChange={setRole} />
      <FormError message={failure} sx={{ mb: 2 }} />
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
