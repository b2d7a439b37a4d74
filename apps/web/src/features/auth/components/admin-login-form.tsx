import './auth-form.css';
import {
  ADMIN_LOGIN_REDIRECT_MS,
  type AdminLoginBody,
  type AdminLoginResponse,
  adminLoginBody,
  messages,
  twoStepMessages,
} from '@rentease/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainFormError, PlainFormTextField, PlainSubmitButton } from '../../../components/plain-form';
import { errorMessageOf } from '../../../lib/form-errors';
import { saveAdminSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAdminLogin } from '../api/auth-api';
import { LazyTwoStepCodeForm } from './lazy-two-step-code-form';

/** The admin's sign-in, drawn without MUI. */
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
      <Suspense fallback={null}>
        <LazyTwoStepCodeForm
          challenge={challenge}
          onSignedIn={(data) => {
            if ('name' in data) signedIn(data);
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
    <form onSubmit={form.submit(send)} aria-label={t('Admin login')}>
      <PlainFormError message={form.formState.errors.root?.message} className="auth-form-error" />
      <PlainFormTextField
        control={form.control}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="username"
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
        className="auth-form-field-last"
      />
      <PlainSubmitButton pending={busy} spinner={false}>
        {login.isPending ? t('Logging in...') : t('Login')}
      </PlainSubmitButton>
    </form>
  );
}
