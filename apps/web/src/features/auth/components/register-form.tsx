import './auth-form.css';
import { DEFAULT_ROLE, messages, REGISTER_REDIRECT_MS, type RegisterBody, registerBody } from '@rentease/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainFormError, PlainFormTextField, PlainSubmitButton } from '../../../components/plain-form';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegister } from '../api/auth-api';
import { AuthLinkLine } from './auth-link-line';
import { RoleToggle } from './role-toggle';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const;

/** Registration, drawn without MUI. */
export function RegisterForm() {
  const { t } = useTranslation();
  // The same rules the server enforces, checked first for a quick answer.
  const form = useZodForm(registerBody, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phone: '', role: DEFAULT_ROLE },
  });
  const register = useRegister();
  const navigate = useNavigate();

  const send = async (body: RegisterBody) => {
    try {
      // The account starts in the language the person registers in (their emails are written in it).
      const data = await register.mutateAsync({ ...body, language: currentLanguage() });
      notify.success(data.message || messages.registered, 'register');
      form.reset();
      window.setTimeout(() => navigate('/login'), REGISTER_REDIRECT_MS);
    } catch (error) {
      const message = errorMessageOf(error, messages.registrationFailed, messages.serverErrorPleaseTryAgain);
      // A taken email is about the email: said beside it.
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') return form.setError('email', { message });
      if (!form.showServerErrors(error, FIELDS)) form.setError('root', { message });
    }
  };

  const fieldProps = { control: form.control, required: true } as const;
  return (
    <form
      onSubmit={form.submit(send, { onInvalid: () => form.setError('root', { message: messages.fillAllFields }) })}
      noValidate
      aria-label={t('Register')}
    >
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => <RoleToggle value={field.value} onChange={field.onChange} />}
      />
      <PlainFormError message={form.formState.errors.root?.message} className="auth-form-error" />
      <div className="auth-form-names">
        <PlainFormTextField {...fieldProps} name="firstName" label={t('First Name')} autoComplete="given-name" />
        <PlainFormTextField {...fieldProps} name="lastName" label={t('Last Name')} autoComplete="family-name" />
      </div>
      <PlainFormTextField
        {...fieldProps}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="email"
        className="auth-form-field"
      />
      <PlainFormTextField
        {...fieldProps}
        name="password"
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        className="auth-form-field"
      />
      <PlainFormTextField
        {...fieldProps}
        name="phone"
        label={t('Phone')}
        type="tel"
        autoComplete="tel"
        className="auth-form-field-last"
      />
      <PlainSubmitButton pending={register.isPending} spinner={false}>
        {t('Register')}
      </PlainSubmitButton>
      <AuthLinkLine text={t('Already have an account? <1>Login</1>')} to="/login" />
    </form>
  );
}
