import DatasetIcon from '@mui/icons-material/DatasetOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Alert, Box, Button, Fade, Skeleton, Stack } from '@mui/material';
import { accountMessages, TOAST_DURATION_MS } from '@rentease/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../../components/settings-section';
import { msg, translateApiMessage } from '../../../lib/i18n';
import type { AccountRef } from '../account-forms';
import { useProfile } from '../api/get-profile';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataButton } from './download-data-button';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SignedInSessions } from './signed-in-sessions';
import { TwoStepSettings } from './two-step-settings';

/** 'Changes saved successfully!' for 3 s after each save or password update. */
function useSavedBanner() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    setVisible(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setVisible(false), TOAST_DURATION_MS);
  };
  return { visible, show };
}

/** What deleting takes away (the server's rules: records of stays are kept for the other party). */
const DELETION_NOTE = {
  tenant: msg('Deleting your account removes your profile for good. Records of past bookings and payments are kept, anonymised.'),
  landlord: msg(
    'Deleting your account removes your profile and takes your listings down for good. Records of past bookings and payments are kept, anonymised.',
  ),
} as const;

/**
 * Profile Settings of the tenant and landlord areas: the profile form, Account Security
 * and Account Actions, with the success banner over them.
 */
export function ProfileSettings({
  account,
  onAccountDeleted,
  extraSections,
}: {
  account: AccountRef;
  onAccountDeleted: () => void;
  /** Sections other features add (the landlord's verified-owner request), after Account Security. */
  extraSections?: ReactNode;
}) {
  const { t } = useTranslation();
  const profile = useProfile(account);
  const banner = useSavedBanner();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <Box sx={{ maxWidth: 860 }}>
      {/* Sticks below the app bar over the sections, so it is seen whichever one was saved. */}
      <Box sx={{ position: 'sticky', top: 76, zIndex: 3, height: 0 }} aria-live="polite">
        <Fade in={banner.visible} unmountOnExit>
          <Alert
            severity="success"
            variant="filled"
            role="status"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, boxShadow: 3 }}
          >
            {translateApiMessage(accountMessages.saved)}
          </Alert>
        </Fade>
      </Box>

      <Stack spacing={3}>
        <SettingsSection icon={<PersonIcon />} title={t('Personal Information')} description={t('Your name and phone number.')}>
          {profile.isPending ? (
            <Stack spacing={2.5} aria-busy="true" aria-label={t('Loading your profile')}>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          ) : profile.isError ? (
            <Alert severity="error" action={<Button onClick={() => void profile.refetch()}>{t('Retry')}</Button>}>
              {translateApiMessage(accountMessages.profileLoadFailed)}
            </Alert>
          ) : (
            <ProfileForm account={account} profile={profile.data} onSaved={banner.show} />
          )}
        </SettingsSection>

        <SettingsSection
          icon={<EmailIcon />}
          title={t('Email Address')}
          description={t("A new address becomes your account's once you open the link we send to it.")}
        >
          {profile.data ? <EmailForm profile={profile.data} /> : null}
        </SettingsSection>

        <SettingsSection
          icon={<LockIcon />}
          title={t('Account Security')}
          description={t('Changing your password signs you out everywhere else.')}
        >
          <PasswordForm account={account} onChanged={banner.show} />
        </SettingsSection>

        {extraSections}

        <SettingsSection
          icon={<KeyIcon />}
          title={t('Two-step sign-in')}
          description={t('Ask for a code from an authenticator app on your phone as well as your password when you log in.')}
        >
          <TwoStepSettings as="user" />
        </SettingsSection>

        <SettingsSection
          icon={<DevicesIcon />}
          title={t("Where you're signed in")}
          description={t('Sign out of any device you do not recognise or no longer use.')}
        >
          <SignedInSessions />
        </SettingsSection>

        <SettingsSection
          icon={<DatasetIcon />}
          title={t('Your data')}
          description={t(
            'A copy of everything RentEase keeps about you: your profile, listings, bookings, payments, messages, reviews, notifications, saved homes and searches, visits and requests.',
          )}
        >
          <DownloadDataButton />
        </SettingsSection>

        <SettingsSection icon={<WarningIcon />} title={t('Account Actions')} description={t(DELETION_NOTE[account.role])}>
          <Button variant="outlined" color="error" onClick={() => setConfirmingDelete(true)}>
            {t('Delete Account')}
          </Button>
        </SettingsSection>
      </Stack>

      <DeleteAccountDialog
        open={confirmingDelete}
        account={account}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={onAccountDeleted}
      />
    </Box>
  );
}
