import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { RegisterForm } from '../../../features/auth/components/register-form';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('Register')} subtitle={t('Create a free account to rent or to list your property.')}>
      <RegisterForm />
    </AuthCard>
  );
}
