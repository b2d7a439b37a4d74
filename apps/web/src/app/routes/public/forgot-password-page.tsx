import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('Forgot password?')}
      subtitle={t("Enter your account's email and we will send you a link to choose a new password.")}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
