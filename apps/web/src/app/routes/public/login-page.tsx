import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('Login')} subtitle={t('Welcome back! Sign in as a tenant or a landlord.')}>
      <LoginForm />
    </AuthCard>
  );
}
