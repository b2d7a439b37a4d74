import { AreaLayout } from '../../../components/layout/area-layout';
import { useLogout } from '../../../features/auth/use-logout';
import { initials } from '../../../lib/format';
import { getAdminSession } from '../../../lib/session';
import { ADMIN_SECTIONS } from './admin-sections';

export default function AdminLayout() {
  const name = getAdminSession()?.name.trim();
  const logout = useLogout('admin');
  return (
    <AreaLayout
      areaName="Admin"
      homePath="/admin/dashboard"
      navItems={ADMIN_SECTIONS}
      greeting={name ? `Hi, ${name}` : 'Hi there'}
      initials={initials(name || 'Admin')}
      onLogout={logout}
    />
  );
}
