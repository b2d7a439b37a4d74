import { Box } from '@mui/material';
import { accountMessages } from '@rentease/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/layout/page-heading';
import { ProfileSettings } from '../../../features/account/components/profile-settings';
import { NotificationSettingsSection } from '../../../features/notifications/components/notification-settings';
import { OwnerVerificationSettings } from '../../../features/owner-verification/components/owner-verification-settings';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useSignedInUser } from './signed-in-user';

/** Profile Settings. */
export function ProfileSettingsPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = async () => {
    // Storage is already cleared; the account's data must not outlive it in memory either.
    notify.success(translateApiMessage(accountMessages.accountDeleted), 'delete-account');
    await navigate('/', { replace: true });
    queryClient.clear();
  };
  return (
    <>
      <PageHeading title={t('Profile Settings')} />
      <ProfileSettings
        account={{ email: session.email, role: session.role }}
        onAccountDeleted={() => void leave()}
        extraSections={session.role === 'landlord' ? <OwnerVerificationSettings /> : null}
      />
      <Box sx={{ maxWidth: 860, mt: 3 }}>
        <NotificationSettingsSection role={session.role} />
      </Box>
    </>
  );
}
