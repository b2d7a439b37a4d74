import { Button, Container, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { clearAllSessions } from '../../../lib/session';

export default function LogoutPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    clearAllSessions();
    queryClient.clear();
  }, [queryClient]);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        You have been logged out
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" sx={{ mt: 2 }}>
        Login again
      </Button>
    </Container>
  );
}
