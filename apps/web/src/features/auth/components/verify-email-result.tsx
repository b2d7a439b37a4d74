import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { accountEmailMessages, messages } from '@rentease/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { answer, api } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { getUserSession, updateUserSession } from '../../../lib/session';
import { useUserSession } from '../../../lib/use-session';
import { useVerifyEmail } from '../api/account-emails-api';

/**
 * Opens a verification link: the token is sent once, as the page opens. When this browser is
 * signed in to the account, the stored address follows a confirmed change and every page's data
 * is asked again (the banner goes away).
 */
export function VerifyEmailResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const session = useUserSession();
  // One request per link even when React runs the effect twice (development's strict mode).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(
      { token },
      {
        onSuccess: async () => {
          if (getUserSession()) {
            const me = await answer(api('user').GET('/api/auth/me'));
            updateUserSession({ email: me.email });
          }
          await queryClient.invalidateQueries();
        },
      },
    );
  }, [token, verify, queryClient]);

  const home = session ? `/${session.role}/profile` : '/login';
  const onward = (
    <Button component={RouterLink} to={home} variant="contained">
      {session ? t('Go to Profile Settings') : t('Login')}
    </Button>
  );

  if (!token) return <Alert severity="error">{translateApiMessage(accountEmailMessages.verifyLinkInvalid)}</Alert>;
  if (verify.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">
          {translateApiMessage(
            errorMessageOf(verify.error, accountEmailMessages.verifyLinkInvalid, messages.serverErrorPleaseTryAgain),
          )}
        </Alert>
        {session && (
          <Typography color="textSecondary">{t("Ask for a new link with 'Resend' at the top of your pages.")}</Typography>
        )}
        {onward}
      </Stack>
    );
  }
  if (verify.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {verify.data.message}
        </Alert>
        {onward}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy="true">
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('Verifying your email address...')}</Typography>
    </Stack>
  );
}
