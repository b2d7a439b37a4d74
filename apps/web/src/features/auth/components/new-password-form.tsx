import './auth-form.css';
import { accountEmailMessages, messages, type ResetPasswordForm, resetPasswordForm } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PlainAlert } from '../../../components/plain-feedback';
import { PlainFormError, PlainFormTextField, PlainSubmitButton } from '../../../components/plain-form';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/account-emails-api';
import { AuthLinkLine } from './auth-link-line';

const PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const satisfies readonly (keyof ResetPasswordForm)[];

/** A link that cannot be used (spent, expired, unknown): the way on is a new link. */
function DeadLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth-form-dead-link">
      <PlainAlert severity="error">{translateApiMessage(message)}</PlainAlert>
      <Link to="/forgot-password" className="site-button site-button-primary">
        {t('Ask for a new link')}
      </Link>
    </div>
  );
}

/** The new-password page of a reset link: the registration's password rules, typed twice. Drawn without MUI. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useZodForm(resetPasswordForm, { defaultValues: { token, newPassword: '', confirmPassword: '' } });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : accountEmailMessages.resetLinkInvalid);

  const send = async ({ confirmPassword: _, ...body }: z.output<typeof resetPasswordForm>) => {
    try {
      const done = await reset.mutateAsync(body);
      notify.success(done.message, 'reset-password');
      await navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'LINK_INVALID' || error.code === 'LINK_EXPIRED')) {
        setDeadLink(error.message);
        return;
      }
      if (form.showServerErrors(error, PASSWORD_FIELDS)) return;
      form.setError('root', {
        message: errorMessageOf(error, accountEmailMessages.resetFailed, messages.serverErrorPleaseTryAgain),
      });
    }
  };

  if (deadLink) return <DeadLink message={deadLink} />;

  return (
    <form onSubmit={form.submit(send)} noValidate aria-label={t('Choose a new password')} className="auth-form-stack">
      <PlainFormError message={form.formState.errors.root?.message} />
      <PlainFormTextField
        type="password"
        control={form.control}
        name="newPassword"
        label={t('New Password')}
        autoComplete="new-password"
        required
      />
      <PlainFormTextField
        type="password"
        control={form.control}
        name="confirmPassword"
        label={t('Confirm New Password')}
        autoComplete="new-password"
        required
      />
      <PlainSubmitButton pending={reset.isPending} pendingLabel={t('Saving...')}>
        {t('Set new password')}
      </PlainSubmitButton>
      <AuthLinkLine
        text={t('Changing your password signs you out everywhere. <1>Login</1>')}
        to="/login"
        className="auth-form-note"
      />
    </form>
  );
}
