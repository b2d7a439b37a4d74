import { Button, Container, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { endStoredSessionsOnServer } from '../../../features/auth/api/logout';
import { clearAllSessions } from '../../../lib/session';

export default function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    endStoredSessionsOnServer();
    clearAllSessions();
    queryClient.clear();
  }, [queryClient]);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('You have been logged out')}
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" sx={{ mt: 2 }}>
        {t('Login again')}
      </Button>
    </Container>
  );
}
