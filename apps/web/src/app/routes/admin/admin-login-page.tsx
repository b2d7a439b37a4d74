import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form';
import { AuthCard } from '../../../features/auth/components/auth-card';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', pt: 4 }}>
      <Box sx={{ maxWidth: 460, mx: 'auto', px: 2 }}>
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />}>
          {t('Return to Home')}
        </Button>
      </Box>
      <AuthCard title={t('Admin Login')} subtitle={t('Sign in to run the RentEase platform.')}>
        <AdminLoginForm />
      </AuthCard>
    </Box>
  );
}
