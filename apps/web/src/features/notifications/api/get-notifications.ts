import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { answer, api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { type BellOwner, notificationKeys } from './notifications-keys';

/** The newest notifications the panel shows (the bell's count covers all of them). */
const PANEL_SIZE = 20;

/** GET /api/me/notifications: the newest notifications and the unread count. */
export function getNotifications(as: BellOwner) {
  return answer(api(as).GET('/api/me/notifications', { params: { query: { limit: PANEL_SIZE } } }));
}

export const notificationsQueryOptions = (as: BellOwner) =>
  queryOptions({ queryKey: notificationKeys.list(as), queryFn: () => getNotifications(as) });

/**
 * The bell's data. The user areas get changes live over the chat socket; the admin area has no
 * socket, so it asks again every minute and when the window regains focus. The server tells the
 * notifications in the language asked for, so another language chosen asks for them again.
 */
export function useNotifications(as: BellOwner, enabled: boolean) {
  const client = useQueryClient();
  const language = useLanguage();
  const toldIn = useRef(language);
  useEffect(() => {
    if (toldIn.current === language) return;
    toldIn.current = language;
    void client.invalidateQueries({ queryKey: notificationKeys.list(as) });
  }, [client, language, as]);
  return useQuery({ ...notificationsQueryOptions(as), enabled, refetchInterval: as === 'admin' ? 60_000 : false });
}
