import type { UpdateNotificationSettingsBody } from '@rentease/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { notificationKeys } from './notifications-keys';

/** GET /api/me/notification-settings: which emails are on. */
export function getNotificationSettings() {
  return answer(api('user').GET('/api/me/notification-settings'));
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
    mutationFn: (body: UpdateNotificationSettingsBody) => answer(api('user').PUT('/api/me/notification-settings', { body })),
    onSuccess: (settings) => client.setQueryData(notificationKeys.settings(), settings),
  });
}
