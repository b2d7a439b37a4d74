import '../../../components/typography.css';
import './auth-form.css';
import {
  type AccountRole,
  DEFAULT_ROLE,
  type LoginBody,
  type LoginResponse,
  loginBody,
  messages,
  twoStepMessages,
} from '@rentease/contract';
import { Suspense, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PlainFormError, PlainFormTextField, PlainSubmitButton } from '../../../components/plain-form';
import { errorMessageOf } from '../../../lib/form-errors';
import { safeReturnPath } from '../../../lib/return-path';
import { saveUserSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLogin } from '../api/auth-api';
import { AuthLinkLine } from './auth-link-line';
import { LazyTwoStepCodeForm } from './lazy-two-step-code-form';
import { RoleToggle } from './role-toggle';

/** Where each role lands after signing in. */
export const landingPathFor = (role: AccountRole) => (role === 'landlord' ? '/landlord/properties' : '/tenant/search');

/** Sign-in, drawn without MUI (the page loads no UI kit until a second step is asked for). */
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
      <Suspense fallback={null}>
        <LazyTwoStepCodeForm
          challenge={challenge}
          onSignedIn={(data) => {
            if ('id' in data) signedIn(data);
          }}
          onRestart={() => {
            setChallenge(null);
            form.setError('root', { message: twoStepMessages.challengeExpired });
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={form.submit(send)} aria-label={t('Login')}>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => <RoleToggle value={field.value} onChange={field.onChange} />}
      />
      <PlainFormError message={form.formState.errors.root?.message} className="auth-form-error" />
      <PlainFormTextField
        control={form.control}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="email"
        required
        className="auth-form-field"
      />
      <PlainFormTextField
        control={form.control}
        name="password"
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        required
        className="auth-form-field auth-form-field-before-link"
      />
      <div className="auth-form-forgot">
        <Link to="/forgot-password" className="site-link type-body2">
          {t('Forgot password?')}
        </Link>
      </div>
      <PlainSubmitButton pending={login.isPending} pendingLabel={t('Logging in...')}>
        {t('Login')}
      </PlainSubmitButton>
      <AuthLinkLine text={t("Don't have an account? <1>Register</1>")} to="/register" />
    </form>
  );
}
