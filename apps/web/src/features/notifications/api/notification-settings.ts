import type { NotificationSettings, UpdateNotificationSettingsBody } from '@rentease/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

/** GET /api/me/notification-settings: which emails are on. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('/api/me/notification-settings');
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** PUT /api/me/notification-settings with only the switch that changed. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsBody) =>
      apiRequest<NotificationSettings>('/api/me/notification-settings', { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(notificationKeys.settings(), settings),
  });
}
