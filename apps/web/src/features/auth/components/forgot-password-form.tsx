import '../../../components/typography.css';
import './auth-form.css';
import {
  type AccountRole,
  accountEmailMessages,
  DEFAULT_ROLE,
  type ForgotPasswordBody,
  forgotPasswordBody,
  messages,
  PASSWORD_RESET_TTL_MINUTES,
} from '@rentease/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PlainFormError, PlainFormTextField, PlainSubmitButton } from '../../../components/plain-form';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { taggedText } from '../../../lib/tagged-text';
import { useZodForm } from '../../../lib/use-zod-form';
import { useForgotPassword } from '../api/account-emails-api';
import { AuthLinkLine } from './auth-link-line';
import { RoleToggle } from './role-toggle';

// i18n-ignore: SVG path data, not words.
const ICON_MARK_EMAIL_READ_OUTLINED: IconPaths = [
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h8v-2H4V8l8 5 8-5v5h2V6c0-1.1-.9-2-2-2m-8 7L4 6h16zm5.34 11-3.54-3.54 1.41-1.41 2.12 2.12 4.24-4.24L23 16.34z',
];

/** 'Check your email': said the same whether or not the address has an account. */
function CheckYourEmail({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="auth-form-sent">
      <PlainIcon icon={ICON_MARK_EMAIL_READ_OUTLINED} className="auth-form-sent-icon" />
      <h2 className="type-h5 auth-form-sent-title">{t('Check your email')}</h2>
      <p className="type-secondary auth-form-sent-text">{translateApiMessage(accountEmailMessages.forgotPasswordSent)}</p>
      <p className="type-secondary auth-form-sent-text">
        {taggedText(t('We sent it to <1>{{email}}</1>. It can take a minute or two; look in your spam folder too.', { email }), [
          (words) => words,
          (words) => <strong key="email">{words}</strong>,
        ])}{' '}
        {t('The link works for {{count}} hour, once.', { count: PASSWORD_RESET_TTL_MINUTES / 60 })}
      </p>
      <div className="auth-form-sent-actions">
        <button type="button" className="site-button site-button-text" onClick={onAgain}>
          {t('Use another email')}
        </button>
        <Link to="/login" className="site-button site-button-primary">
          {t('Back to Login')}
        </Link>
      </div>
    </div>
  );
}

/** 'Forgot password?': the account's email and role; the link arrives by email. Drawn without MUI. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const role: AccountRole = params.get('role') === 'landlord' ? 'landlord' : DEFAULT_ROLE;
  const form = useZodForm(forgotPasswordBody, { defaultValues: { email: params.get('email') ?? '', role } });
  const request = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (body: ForgotPasswordBody) => {
    try {
      await request.mutateAsync(body);
      setSentTo(body.email);
    } catch (error) {
      if (form.showServerErrors(error, ['email'])) return;
      form.setError('root', {
        message: errorMessageOf(error, accountEmailMessages.requestFailed, messages.serverErrorPleaseTryAgain),
      });
    }
  };

  if (sentTo) return <CheckYourEmail email={sentTo} onAgain={() => setSentTo(null)} />;

  return (
    <form onSubmit={form.submit(send)} aria-label={t('Forgot password')}>
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
        className="auth-form-field-last"
      />
      <PlainSubmitButton pending={request.isPending} pendingLabel={t('Sending...')}>
        {t('Send reset link')}
      </PlainSubmitButton>
      <AuthLinkLine text={t('Remembered it? <1>Login</1>')} to="/login" />
    </form>
  );
}
