import './admin-login-page.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ICON_ARROW_BACK } from '../../../components/navigation-icons';
import { PlainIcon } from '../../../components/plain-icon';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form';
import { AuthCard } from '../../../features/auth/components/auth-card';

/** The admin's sign-in, outside the site's frame and drawn without MUI. */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <main className="admin-login-page">
      <div className="admin-login-back">
        <Link to="/" className="site-button site-button-text">
          <span className="site-button-icon">
            <PlainIcon icon={ICON_ARROW_BACK} />
          </span>
          {t('Return to Home')}
        </Link>
      </div>
      <AuthCard title={t('Admin Login')} subtitle={t('Sign in to run the RentEase platform.')}>
        <AdminLoginForm />
      </AuthCard>
    </main>
  );
}
