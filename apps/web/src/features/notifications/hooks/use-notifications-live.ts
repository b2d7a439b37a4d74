import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LiveListener } from '../../../lib/use-live-connection';
import { applyNotificationEvent, catchUpNotifications } from '../notification-events';

/**
 * The bell's part of the live connection: new notifications and counts go straight into its list,
 * and after every (re)connect it catches up from the API.
 */
export function useNotificationsLive(): LiveListener {
  const client = useQueryClient();
  return useMemo(
    () => ({ onReady: () => catchUpNotifications(client), onEvent: (event) => applyNotificationEvent(client, event) }),
    [client],
  );
}
