import type { LiveServerEvent, NotificationsResponse } from '@rentease/contract';
import type { QueryClient } from '@tanstack/react-query';
import { refetchIfFetching } from '../../lib/live-cache';
import { notificationKeys } from './api/notifications-keys';

/**
 * Applies a live event to the bell: a new (or folded) notification
 * goes to the top of the list with the server's count; a count alone (read in another tab)
 * replaces the count. Other events are not the bell's.
 */
export function applyNotificationEvent(client: QueryClient, event: LiveServerEvent): void {
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
  } else {
    return;
  }
  refetchIfFetching(client, key);
}

/** (Re)connected: the bell catches up on whatever arrived while the connection was down. */
export function catchUpNotifications(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: notificationKeys.list('user') });
}
