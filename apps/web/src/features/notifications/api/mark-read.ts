import type { NotificationsResponse } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { type BellOwner, notificationKeys } from './notifications-keys';

/** POST /api/me/notifications/read-all: the panel was opened, or 'Mark all as read'. */
export function useMarkAllNotificationsRead(as: BellOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api(as).POST('/api/me/notifications/read-all')),
    onSuccess: ({ unread_count }) => {
      // The list keeps what was unread as it was when opened (still marked 'New'); the count clears.
      client.setQueryData<NotificationsResponse>(notificationKeys.list(as), (old) => old && { ...old, unread_count });
    },
  });
}

/** PATCH /api/me/notifications/{id}/read: one notification opened. */
export function useMarkNotificationRead(as: BellOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api(as).PATCH('/api/me/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: ({ notification, unread_count }) => {
      client.setQueryData<NotificationsResponse>(
        notificationKeys.list(as),
        (old) =>
          old && {
            unread_count,
            notifications: old.notifications.map((n) => (n.id === notification.id ? notification : n)),
          },
      );
    },
  });
}
