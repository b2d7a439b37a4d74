import type { ChatServerEvent, NotificationsResponse } from '@rentease/contract';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './api/notifications-keys';

/**
 * Applies a live event from the socket to the bell (issue 12): a new (or folded) notification
 * goes to the top of the list with the server's count; a count alone (read in another tab)
 * replaces the count. Other events are not the bell's.
 */
export function applyNotificationEvent(client: QueryClient, event: ChatServerEvent): void {
  const key = notificationKeys.list('user');
  if (event.type === 'notification.new') {
    const known = client.getQueryData<NotificationsResponse>(key);
    if (!known) {
      void client.invalidateQueries({ queryKey: key });
      return;
    }
    client.setQueryData<NotificationsResponse>(key, {
      unread_count: event.unread_count,
      notifications: [event.notification, ...known.notifications.filter((n) => n.id !== event.notification.id)],
    });
  } else if (event.type === 'notification.count') {
    client.setQueryData<NotificationsResponse>(key, (old) => old && { ...old, unread_count: event.unread_count });
  } else if (event.type === 'ready') {
    // (Re)connected: catch up on whatever arrived while the socket was down.
    void client.invalidateQueries({ queryKey: key });
  }
}
