import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import BookIcon from '@mui/icons-material/EventAvailableOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { AreaLayout } from '../../../components/layout/area-layout';
import { useLogout } from '../../../features/auth/use-logout';
import { useChatLiveUpdates } from '../../../features/chat/hooks/use-chat-live-updates';
import { unreadBadge, useUnreadConversationCount } from '../../../features/chat/hooks/use-unread-conversations';
import { initials } from '../../../lib/format';
import { getUserSession } from '../../../lib/session';

export default function TenantLayout() {
  const session = getUserSession();
  const logout = useLogout('user');
  // Chat is live anywhere in the area: the Messages badge counts what arrives meanwhile.
  useChatLiveUpdates(session?.userId);
  const unread = useUnreadConversationCount(session?.userId, 'tenant');
  const nav = [
    { label: 'Search Properties', to: '/tenant/search', icon: <SearchIcon /> },
    { label: 'My Bookings', to: '/tenant/bookings', icon: <BookIcon /> },
    { label: 'Messages', to: '/tenant/messages', icon: <ChatIcon />, badge: unreadBadge(unread) },
    { label: 'Payments', to: '/tenant/payments', icon: <PaymentsIcon /> },
    { label: 'Profile Settings', to: '/tenant/profile', icon: <PersonIcon /> },
  ];
  return (
    <AreaLayout
      areaName="Tenant"
      homePath="/tenant/search"
      navItems={nav}
      greeting={`Hi, ${session?.firstName ?? ''} ${session?.lastName ?? ''}`.trim()}
      initials={initials(session?.firstName, session?.lastName)}
      onLogout={logout}
    />
  );
}
