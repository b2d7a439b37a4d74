import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../../components/layout/area-layout';
import { useLogout } from '../../../features/auth/use-logout';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { initials } from '../../../lib/format';
import { useAdminSession, useLastSignedIn } from '../../../lib/use-session';
import { ADMIN_SECTIONS } from './admin-sections';

export default function AdminLayout() {
  // Kept through the half second a logout waits before it reloads at /admin/login.
  const session = useLastSignedIn(useAdminSession());
  const name = session?.name.trim();
  const logout = useLogout('admin');
  const { t } = useTranslation();
  return (
    <AreaLayout
      areaName={t('Admin')}
      homePath="/admin/dashboard"
      navItems={ADMIN_SECTIONS.map((section) => ({ ...section, label: t(section.label) }))}
      greeting={name ? t('Hi, {{name}}', { name }) : t('Hi there')}
      initials={initials(name || 'Admin')}
      onLogout={logout}
      actions={<NotificationBell as="admin" enabled={session !== null} />}
    />
  );
}
