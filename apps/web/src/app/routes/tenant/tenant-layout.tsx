import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import BookIcon from '@mui/icons-material/EventAvailableOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { AreaLayout } from '../../../components/layout/area-layout';
import { useLogout } from '../../../features/auth/use-logout';
import { initials } from '../../../lib/format';
import { getUserSession } from '../../../lib/session';

const NAV = [
  { label: 'Search Properties', to: '/tenant/search', icon: <SearchIcon /> },
  { label: 'My Bookings', to: '/tenant/bookings', icon: <BookIcon /> },
  { label: 'Messages', to: '/tenant/messages', icon: <ChatIcon /> },
  { label: 'Payments', to: '/tenant/payments', icon: <PaymentsIcon /> },
  { label: 'Profile Settings', to: '/tenant/profile', icon: <PersonIcon /> },
];

export default function TenantLayout() {
  const session = getUserSession();
  const logout = useLogout('user');
  return (
    <AreaLayout
      areaName="Tenant"
      homePath="/tenant/search"
      navItems={NAV}
      greeting={`Hi, ${session?.firstName ?? ''} ${session?.lastName ?? ''}`.trim()}
      initials={initials(session?.firstName, session?.lastName)}
      onLogout={logout}
    />
  );
}
