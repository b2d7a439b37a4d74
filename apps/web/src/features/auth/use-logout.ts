import { LOGOUT_REDIRECT_MS } from '@rentease/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearAllSessions } from '../../lib/session';
import { flashAfterReload, notify } from '../../lib/toast';
import { endStoredSessionsOnServer } from './api/logout';

/**
 * Logout: clear all local storage, say 'Logged out successfully', and leave after
 * 500 ms. The admin area goes to /admin/login with a full page load so no admin state survives.
 */
export function useLogout(area: 'user' | 'admin') {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return () => {
    endStoredSessionsOnServer();
    clearAllSessions();
    queryClient.clear();
    const message = t('Logged out successfully');
    notify.success(message, 'logout');
    window.setTimeout(() => {
      if (area === 'user') return navigate('/login');
      flashAfterReload(message);
      window.location.assign('/admin/login');
    }, LOGOUT_REDIRECT_MS);
  };
}
