import type { MarkAllNotificationsReadResponse, MarkNotificationReadResponse, NotificationsResponse } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type BellOwner, notificationKeys } from './notifications-keys';

/** POST /api/me/notifications/read-all: the panel was opened, or 'Mark all as read'. */
export function useMarkAllNotificationsRead(as: BellOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MarkAllNotificationsReadResponse>('/api/me/notifications/read-all', { method: 'POST', as }),
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
    mutationFn: (id: string) =>
      apiRequest<MarkNotificationReadResponse>(`/api/me/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH', as }),
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
