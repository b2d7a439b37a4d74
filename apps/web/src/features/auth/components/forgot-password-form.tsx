import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
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
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { useForgotPassword } from '../api/account-emails-api';
import { RoleToggle } from './role-toggle';

/** 'Check your email': said the same whether or not the address has an account. */
function CheckYourEmail({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" sx={{ textAlign: 'center', alignItems: 'center' }}>
      <MarkEmailReadIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h2">
        {t('Check your email')}
      </Typography>
      <Typography color="textSecondary">{translateApiMessage(accountEmailMessages.forgotPasswordSent)}</Typography>
      <Typography color="textSecondary">
        <Trans
          i18nKey="We sent it to <1>{{email}}</1>. It can take a minute or two; look in your spam folder too."
          values={{ email }}
          components={{ 1: <strong /> }}
        />{' '}
        {t('The link works for {{count}} hour, once.', { count: PASSWORD_RESET_TTL_MINUTES / 60 })}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button onClick={onAgain}>{t('Use another email')}</Button>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('Back to Login')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** 'Forgot password?': the account's email and role; the link arrives by email. */
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
    <Box component="form" onSubmit={form.submit(send)} aria-label={t('Forgot password')}>
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
        sx={{ mb: 3 }}
      />
      <PendingButton
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        pending={request.isPending}
        pendingLabel={t('Sending...')}
      >
        {t('Send reset link')}
      </PendingButton>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="textSecondary">
        <Trans
          i18nKey="Remembered it? <1>Login</1>"
          components={{ 1: <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }} /> }}
        />
      </Typography>
    </Box>
  );
}
