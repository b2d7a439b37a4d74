import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTwoStepStatus } from '../api/two-step';
import { SignedInSessions } from './signed-in-sessions';
import { TwoStepSettings } from './two-step-settings';

/**
 * The admin's own account security on the dashboard: two-step sign-in once it is on (new recovery
 * codes, or turning it off; the prompt at the top covers it while it is off) and where the admin
 * is signed in, to end a session left open on another computer.
 */
export function AdminAccountSecurity() {
  const { t } = useTranslation();
  const twoStep = useTwoStepStatus('admin');
  // Decided once, from the first answer: turned on during this visit, it stays in the prompt card
  // (showing the recovery codes) rather than appearing here a second time.
  const [onAtFirstLook, setOnAtFirstLook] = useState<boolean>();
  const enabled = twoStep.data?.enabled;
  useEffect(() => {
    if (enabled !== undefined) setOnAtFirstLook((first) => first ?? enabled);
  }, [enabled]);
  return (
    <Card component="section" aria-labelledby="admin-security-heading">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <SecurityIcon color="primary" aria-hidden />
          <Typography id="admin-security-heading" variant="h6" component="h2">
            {t('Your account security')}
          </Typography>
        </Stack>
        {onAtFirstLook && enabled ? (
          <Box sx={{ mb: 3 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t('Two-step sign-in')}
            </Typography>
            <TwoStepSettings as="admin" />
          </Box>
        ) : null}
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t("Where you're signed in")}
        </Typography>
        <SignedInSessions as="admin" />
      </CardContent>
    </Card>
  );
}
