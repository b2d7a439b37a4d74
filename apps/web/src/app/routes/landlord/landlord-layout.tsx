import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import BookIcon from '@mui/icons-material/EventAvailableOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { AreaLayout } from '../../../components/layout/area-layout';
import { useLogout } from '../../../features/auth/use-logout';
import { useChatLiveUpdates } from '../../../features/chat/hooks/use-chat-live-updates';
import { unreadBadge, useUnreadConversationCount } from '../../../features/chat/hooks/use-unread-conversations';
import { initials } from '../../../lib/format';
import { getUserSession } from '../../../lib/session';

export default function LandlordLayout() {
  const session = getUserSession();
  const logout = useLogout('user');
  // Chat is live anywhere in the area: the Messages badge counts what arrives meanwhile.
  useChatLiveUpdates(session?.userId);
  const unread = useUnreadConversationCount(session?.userId, 'landlord');
  const nav = [
    { label: 'My Properties', to: '/landlord/properties', icon: <HomeWorkIcon /> },
    { label: 'Bookings', to: '/landlord/bookings', icon: <BookIcon /> },
    { label: 'Messages', to: '/landlord/messages', icon: <ChatIcon />, badge: unreadBadge(unread) },
    { label: 'Earnings', to: '/landlord/earnings', icon: <WalletIcon /> },
    { label: 'Profile Settings', to: '/landlord/profile', icon: <PersonIcon /> },
  ];
  return (
    <AreaLayout
      areaName="Landlord"
      homePath="/landlord/properties"
      navItems={nav}
      greeting={`Hi, ${session?.firstName ?? ''} ${session?.lastName ?? ''}`.trim()}
      initials={initials(session?.firstName, session?.lastName)}
      onLogout={logout}
    />
  );
}
