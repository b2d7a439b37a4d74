import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { VerifyEmailResult } from '../../../features/auth/components/verify-email-result';

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard title={t('Verify your email')}>
      <VerifyEmailResult token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
