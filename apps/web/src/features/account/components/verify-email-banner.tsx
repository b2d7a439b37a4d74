import './verify-email-banner.css';
import { accountEmailMessages, messages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../../components/plain-feedback';
import { PlainPendingButton } from '../../../components/plain-pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import type { UserSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useProfile } from '../api/get-profile';
import { useResendVerification } from '../api/resend-verification';

/**
 * Over every page of the area while the address is unverified: says so, with 'Resend'. The flag
 * stored at sign-in shows it on the first paint; one appearing only when the profile call answers
 * would push the page down under the person's finger (and their click onto something else).
 */
export function VerifyEmailBanner({ session }: { session: UserSession | null }) {
  const { t } = useTranslation();
  const profile = useProfile(session && { email: session.email, role: session.role });
  const resend = useResendVerification();
  const verified = profile.data?.email_verified ?? session?.emailVerified;
  if (!session || verified !== false) return null;

  const send = async () => {
    try {
      const sent = await resend.mutateAsync();
      notify.success(sent.message, 'resend-verification');
    } catch (error) {
      notify.error(
        errorMessageOf(
          error,
          translateApiMessage(accountEmailMessages.resendFailed),
          translateApiMessage(messages.serverErrorPleaseTryAgain),
        ),
        'resend-verification',
      );
    }
  };

  return (
    // A standing notice, not an urgent one: a region, so it does not interrupt as an alert would.
    <PlainAlert
      severity="warning"
      role="region"
      label={t('Verify your email')}
      className="verify-email-banner"
      action={
        <PlainPendingButton size="small" onClick={() => void send()} pending={resend.isPending} pendingLabel={t('Sending...')}>
          {t('Resend')}
        </PlainPendingButton>
      }
    >
      {translateApiMessage(accountEmailMessages.banner)} ({profile.data?.email ?? session.email})
    </PlainAlert>
  );
}
