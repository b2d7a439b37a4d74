import { Box, Link, Typography } from '@mui/material';
import {
  type AccountRole,
  DEFAULT_ROLE,
  type LoginBody,
  type LoginResponse,
  loginBody,
  messages,
  twoStepMessages,
} from '@rentease/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { safeReturnPath } from '../../../lib/return-path';
import { saveUserSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLogin } from '../api/auth-api';
import { RoleToggle } from './role-toggle';
import { TwoStepCodeForm } from './two-step-code-form';

/** Where each role lands after signing in. */
export const landingPathFor = (role: AccountRole) => (role === 'landlord' ? '/landlord/properties' : '/tenant/search');

export function LoginForm() {
  const { t } = useTranslation();
  const form = useZodForm(loginBody, { defaultValues: { email: '', password: '', role: DEFAULT_ROLE } });
  const login = useLogin();
  const navigate = useNavigate();
  // A visitor sent here from a page (a shared listing's Book or Contact) goes back to it.
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('next'));

  // Set while the second step (two-step sign-in) waits for its code.
  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = (data: LoginResponse) => {
    const accountRole: AccountRole = data.role === 'landlord' ? 'landlord' : 'tenant';
    saveUserSession({
      token: data.token,
      userId: data.id,
      role: accountRole,
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      emailVerified: data.email_verified,
    });
    notify.success(data.message || messages.loginSuccessful, 'login');
    navigate(returnPath ?? landingPathFor(accountRole));
  };

  const send = async (body: LoginBody) => {
    try {
      const data = await login.mutateAsync(body);
      if ('mfa_required' in data) setChallenge(data.challenge);
      else signedIn(data);
    } catch (error) {
      // A malformed email is about the email field; wrong credentials are about the whole form.
      if (form.showServerErrors(error, ['email', 'password'])) return;
      form.setError('root', {
        message: errorMessageOf(error, messages.invalidCredentials, messages.serverErrorPleaseTryAgain),
      });
    }
  };

  if (challenge) {
    return (
      <TwoStepCodeForm
        challenge={challenge}
        onSignedIn={(data) => {
          if ('id' in data) signedIn(data);
        }}
        onRestart={() => {
          setChallenge(null);
          form.setError('root', { message: twoStepMessages.challengeExpired });
        }}
      />
    );
  }

  return (
    <Box component="form" onSubmit={form.submit(send)} aria-label={t('Login')}>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => <RoleToggle value={field.value} onChange={field.onChange} />}
      />
      <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
      <FormTextField
        control={form.control}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="email"
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
        sx={{ mb: 1 }}
      />
      <Box sx={{ textAlign: 'right', mb: 2 }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          {t('Forgot password?')}
        </Link>
      </Box>
      <PendingButton
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        pending={login.isPending}
        pendingLabel={t('Logging in...')}
      >
        {t('Login')}
      </PendingButton>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="textSecondary">
        <Trans
          i18nKey="Don't have an account? <1>Register</1>"
          components={{ 1: <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }} /> }}
        />
      </Typography>
    </Box>
  );
}
