import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('Choose a new password')} subtitle={t('At least 4 characters.')}>
      <NewPasswordForm token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
