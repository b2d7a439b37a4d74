import '../../../components/typography.css';
import './logout-page.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endStoredSessionsOnServer } from '../../../features/auth/api/logout';
import { clearAllSessions } from '../../../lib/session';

/** 'You have been logged out': ends the stored sessions here and on the server. Drawn without MUI (logout-page.css). */
export default function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    endStoredSessionsOnServer();
    clearAllSessions();
    queryClient.clear();
  }, [queryClient]);
  return (
    <div className="site-container site-container-sm logout-page">
      <h1 className="type-h2 logout-page-title">{t('You have been logged out')}</h1>
      <Link to="/login" className="site-button site-button-primary logout-page-login">
        {t('Login again')}
      </Link>
    </div>
  );
}
