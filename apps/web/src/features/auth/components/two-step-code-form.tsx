import { Box, Link, Typography } from '@mui/material';
import { type AdminLoginResponse, type LoginResponse, messages, twoStepCode, twoStepMessages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useVerifyTwoStep } from '../api/auth-api';
import '../../../lib/zod-config';

const codeForm = z.object({ code: twoStepCode });

/**
 * The second step of a login: the code from the authenticator app (or a recovery code) for the
 * challenge the password step returned. A challenge that ran out sends the person back to the password.
 */
export function TwoStepCodeForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (answer: LoginResponse | AdminLoginResponse) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(codeForm, { defaultValues: { code: '' } });
  const verify = useVerifyTwoStep();

  const send = async ({ code }: { code: string }) => {
    try {
      onSignedIn(await verify.mutateAsync({ challenge, code }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        onRestart();
        return;
      }
      if (form.showServerErrors(error, ['code'])) return;
      form.setError('root', { message: errorMessageOf(error, twoStepMessages.codeWrong, messages.serverErrorPleaseTryAgain) });
    }
  };

  return (
    <Box component="form" onSubmit={form.submit(send)} aria-label={t('Two-step sign-in')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('Two-step sign-in')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')}
      </Typography>
      <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
      <FormTextField
        control={form.control}
        name="code"
        label={t('Authentication code')}
        autoComplete="one-time-code"
        autoFocus
        required
        sx={{ mb: 3 }}
      />
      <PendingButton
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        pending={verify.isPending}
        pendingLabel={t('Verifying...')}
      >
        {t('Verify')}
      </PendingButton>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" onClick={onRestart}>
          {t('Back to login')}
        </Link>
      </Typography>
    </Box>
  );
}
