import '../../../components/typography.css';
import './verify-email-result.css';
import { accountEmailMessages, messages } from '@rentease/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainAlert, PlainSpinner } from '../../../components/plain-feedback';
import { answer, api } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { getUserSession, updateUserSession } from '../../../lib/session';
import { useUserSession } from '../../../lib/use-session';
import { useVerifyEmail } from '../api/account-emails-api';

/**
 * Opens a verification link: the token is sent once, as the page opens. When this browser is
 * signed in to the account, the stored address follows a confirmed change and every page's data
 * is asked again (the banner goes away). Drawn without MUI (verify-email-result.css).
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
    <Link to={home} className="site-button site-button-primary">
      {session ? t('Go to Profile Settings') : t('Login')}
    </Link>
  );

  if (!token) return <PlainAlert severity="error">{translateApiMessage(accountEmailMessages.verifyLinkInvalid)}</PlainAlert>;
  if (verify.isError) {
    return (
      <div className="verify-email-result">
        <PlainAlert severity="error">
          {translateApiMessage(
            errorMessageOf(verify.error, accountEmailMessages.verifyLinkInvalid, messages.serverErrorPleaseTryAgain),
          )}
        </PlainAlert>
        {session && (
          <p className="type-secondary verify-email-result-note">
            {t("Ask for a new link with 'Resend' at the top of your pages.")}
          </p>
        )}
        {onward}
      </div>
    );
  }
  if (verify.isSuccess) {
    return (
      <div className="verify-email-result">
        <PlainAlert severity="success" role="status">
          {verify.data.message}
        </PlainAlert>
        {onward}
      </div>
    );
  }
  return (
    <div className="verify-email-pending" aria-busy="true">
      <PlainSpinner size={24} />
      <p>{t('Verifying your email address...')}</p>
    </div>
  );
}
