import type { AccountRole } from '@rentease/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_FAVORITE_BORDER } from '../../../components/common-icons';
import {
  ICON_CALENDAR_MONTH,
  ICON_CHAT_BUBBLE,
  ICON_EVENT_AVAILABLE,
  ICON_HOME_WORK,
  ICON_MOVE_TO_INBOX,
  ICON_PAYMENTS,
  ICON_PERSON,
  ICON_RECEIPT_LONG,
  ICON_WALLET,
} from '../../../components/layout/area-icons';
import { AreaLayout, type AreaNavItem } from '../../../components/layout/area-layout';
import { ICON_SEARCH, type IconPaths } from '../../../components/plain-icon';
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

type MenuEntry = { label: string; path: string; icon: IconPaths; isMessages?: boolean };

/** The sidebar of each role. */
const MENUS: Record<AccountRole, { areaName: string; entries: MenuEntry[] }> = {
  tenant: {
    areaName: msg('Tenant'),
    entries: [
      { label: msg('Search Properties'), path: 'search', icon: ICON_SEARCH },
      { label: msg('Saved'), path: 'saved', icon: ICON_FAVORITE_BORDER },
      { label: msg('My Bookings'), path: 'bookings', icon: ICON_EVENT_AVAILABLE },
      { label: msg('Visits'), path: 'visits', icon: ICON_CALENDAR_MONTH },
      { label: msg('Messages'), path: 'messages', icon: ICON_CHAT_BUBBLE, isMessages: true },
      { label: msg('Payments'), path: 'payments', icon: ICON_PAYMENTS },
      { label: msg('Profile Settings'), path: 'profile', icon: ICON_PERSON },
    ],
  },
  landlord: {
    areaName: msg('Landlord'),
    entries: [
      { label: msg('My Properties'), path: 'properties', icon: ICON_HOME_WORK },
      { label: msg('Requests'), path: 'requests', icon: ICON_MOVE_TO_INBOX },
      { label: msg('Bookings'), path: 'bookings', icon: ICON_EVENT_AVAILABLE },
      { label: msg('Visits'), path: 'visits', icon: ICON_CALENDAR_MONTH },
      { label: msg('Messages'), path: 'messages', icon: ICON_CHAT_BUBBLE, isMessages: true },
      { label: msg('Rent'), path: 'rent', icon: ICON_RECEIPT_LONG },
      { label: msg('Earnings'), path: 'earnings', icon: ICON_WALLET },
      { label: msg('Profile Settings'), path: 'profile', icon: ICON_PERSON },
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
