import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTwoStepStatus } from '../api/two-step';
import { TwoStepSettings } from './two-step-settings';

/**
 * The admin dashboard's prompt to turn two-step sign-in on, shown until the admin has. It stays
 * through the enrolment itself, so the recovery codes shown at the end are not whisked away.
 */
export function AdminTwoStepPrompt() {
  const { t } = useTranslation();
  const status = useTwoStepStatus('admin');
  const [prompted, setPrompted] = useState(false);
  const isOff = status.data?.enabled === false;
  useEffect(() => {
    if (isOff) setPrompted(true);
  }, [isOff]);

  if (!isOff && !prompted) return null;
  return (
    <Card component="section" aria-labelledby="admin-two-step-heading" sx={{ borderLeft: 4, borderColor: 'warning.main' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <SecurityIcon color="warning" aria-hidden />
          <Typography id="admin-two-step-heading" variant="h6" component="h2">
            {t('Protect the admin account with two-step sign-in')}
          </Typography>
        </Stack>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t(
            'The admin account can block people and take listings down. Once two-step sign-in is on, every admin login also needs a code from your phone.',
          )}
        </Typography>
        <TwoStepSettings as="admin" />
      </CardContent>
    </Card>
  );
}
