import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import VisitIcon from '@mui/icons-material/CalendarMonthOutlined';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import BookIcon from '@mui/icons-material/EventAvailableOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import RentIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { AccountRole } from '@rentease/contract';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaLayout, type AreaNavItem } from '../../../components/layout/area-layout';
import { VerifyEmailBanner } from '../../../features/account/components/verify-email-banner';
import { useStoredProfileRefresh } from '../../../features/account/hooks/use-stored-profile-refresh';
import { useLogout } from '../../../features/auth/use-logout';
import { useChatLive } from '../../../features/chat/hooks/use-chat-live';
import { unreadBadge, useUnreadConversationCount } from '../../../features/chat/hooks/use-unread-conversations';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { useNotificationsLive } from '../../../features/notifications/hooks/use-notifications-live';
import { initials } from '../../../lib/format';
import { msg } from '../../../lib/i18n';
import { useLiveConnection } from '../../../lib/use-live-connection';
import { useLastSignedIn, useUserSession } from '../../../lib/use-session';
import { SignedInUserContext } from './signed-in-user';

type MenuEntry = { label: string; path: string; icon: ReactNode; isMessages?: boolean };

/** The sidebar of each role. */
const MENUS: Record<AccountRole, { areaName: string; entries: MenuEntry[] }> = {
  tenant: {
    areaName: msg('Tenant'),
    entries: [
      { label: msg('Search Properties'), path: 'search', icon: <SearchIcon /> },
      { label: msg('Saved'), path: 'saved', icon: <FavoriteBorderIcon /> },
      { label: msg('My Bookings'), path: 'bookings', icon: <BookIcon /> },
      { label: msg('Visits'), path: 'visits', icon: <VisitIcon /> },
      { label: msg('Messages'), path: 'messages', icon: <ChatIcon />, isMessages: true },
      { label: msg('Payments'), path: 'payments', icon: <PaymentsIcon /> },
      { label: msg('Profile Settings'), path: 'profile', icon: <PersonIcon /> },
    ],
  },
  landlord: {
    areaName: msg('Landlord'),
    entries: [
      { label: msg('My Properties'), path: 'properties', icon: <HomeWorkIcon /> },
      { label: msg('Requests'), path: 'requests', icon: <InboxIcon /> },
      { label: msg('Bookings'), path: 'bookings', icon: <BookIcon /> },
      { label: msg('Visits'), path: 'visits', icon: <VisitIcon /> },
      { label: msg('Messages'), path: 'messages', icon: <ChatIcon />, isMessages: true },
      { label: msg('Rent'), path: 'rent', icon: <RentIcon /> },
      { label: msg('Earnings'), path: 'earnings', icon: <WalletIcon /> },
      { label: msg('Profile Settings'), path: 'profile', icon: <PersonIcon /> },
    ],
  },
};

/**
 * The tenant and landlord areas' shell: the role's menu, the greeting from the session (kept up to
 * date by the profile call and by saves), and chat kept live anywhere in the area so the Messages
 * badge counts what arrives meanwhile.
 */
export function UserAreaLayout({ role }: { role: AccountRole }) {
  const { t } = useTranslation();
  const live = useUserSession();
  const current = live?.role === role ? live : null;
  // After a logout the page stays 500 ms before it leaves: it keeps its user meanwhile.
  const session = useLastSignedIn(current);
  const logout = useLogout('user');
  const chatLive = useChatLive(current?.userId);
  const notificationsLive = useNotificationsLive();
  useLiveConnection(
    current?.userId,
    current?.token,
    useMemo(() => [chatLive, notificationsLive], [chatLive, notificationsLive]),
  );
  useStoredProfileRefresh(current);
  const unread = useUnreadConversationCount(session?.userId, role);

  if (!session) return null;
  const menu = MENUS[role];
  const navItems: AreaNavItem[] = menu.entries.map((entry) => ({
    label: t(entry.label),
    to: `/${role}/${entry.path}`,
    icon: entry.icon,
    badge: entry.isMessages ? unreadBadge(unread) : undefined,
  }));
  return (
    <SignedInUserContext value={session}>
      <AreaLayout
        areaName={t(menu.areaName)}
        homePath={navItems[0]?.to ?? `/${role}`}
        navItems={navItems}
        greeting={t('Hi, {{name}}', { name: `${session.firstName} ${session.lastName}`.trim() })}
        initials={initials(session.firstName, session.lastName)}
        onLogout={logout}
        actions={<NotificationBell as="user" enabled={current !== null} />}
        notice={<VerifyEmailBanner session={current} />}
      />
    </SignedInUserContext>
  );
}
