import LockIcon from '@mui/icons-material/LockOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Alert, Box, Button, Card, CardContent, Fade, Skeleton, Stack, Typography } from '@mui/material';
import { accountMessages, TOAST_DURATION_MS } from '@rentease/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { AccountRef } from '../account-forms';
import { useProfile } from '../api/get-profile';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

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

function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Box sx={{ color: 'primary.main', display: 'grid' }} aria-hidden>
            {icon}
          </Box>
          <Typography id={headingId} variant="h5" component="h2">
            {title}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** What deleting takes away (the server's rules: records of stays are kept for the other party). */
const DELETION_NOTE = {
  tenant: 'Deleting your account removes your profile for good. Records of past bookings and payments are kept, anonymised.',
  landlord:
    'Deleting your account removes your profile and takes your listings down for good. Records of past bookings and payments are kept, anonymised.',
} as const;

/**
 * Profile Settings of the tenant and landlord areas: the profile form, Account Security
 * and Account Actions, with the success banner over them.
 */
export function ProfileSettings({ account, onAccountDeleted }: { account: AccountRef; onAccountDeleted: () => void }) {
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
            {accountMessages.saved}
          </Alert>
        </Fade>
      </Box>

      <Stack spacing={3}>
        <Section icon={<PersonIcon />} title="Personal Information" description="Your name and phone number.">
          {profile.isPending ? (
            <Stack spacing={2.5} aria-busy="true" aria-label="Loading your profile">
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          ) : profile.isError ? (
            <Alert severity="error" action={<Button onClick={() => void profile.refetch()}>Retry</Button>}>
              {accountMessages.profileLoadFailed}
            </Alert>
          ) : (
            <ProfileForm account={account} profile={profile.data} onSaved={banner.show} />
          )}
        </Section>

        <Section icon={<LockIcon />} title="Account Security" description="Changing your password signs you out everywhere else.">
          <PasswordForm account={account} onChanged={banner.show} />
        </Section>

        <Section icon={<WarningIcon />} title="Account Actions" description={DELETION_NOTE[account.role]}>
          <Button variant="outlined" color="error" onClick={() => setConfirmingDelete(true)}>
            Delete Account
          </Button>
        </Section>
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
