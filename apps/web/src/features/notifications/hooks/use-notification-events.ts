import type { ChatServerEvent } from '@rentease/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applyNotificationEvent } from '../notification-events';

/** A stable handler for the socket's events that keeps the bell live (pass it to the area's socket). */
export function useNotificationEvents(): (event: ChatServerEvent) => void {
  const client = useQueryClient();
  return useCallback((event: ChatServerEvent) => applyNotificationEvent(client, event), [client]);
}
