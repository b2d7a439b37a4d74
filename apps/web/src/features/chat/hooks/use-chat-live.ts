import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LiveListener } from '../../../lib/use-live-connection';
import { chatKeys } from '../api/chat-keys';
import { applyChatEvent } from '../chat-cache-updates';

/**
 * Chat's part of the live connection: its events go into the query cache (what Messages, the
 * badge and the panel show), and after every (re)connect chat catches up from the API, since the
 * server pushes only what happens while connected.
 */
export function useChatLive(userId: string | undefined): LiveListener {
  const client = useQueryClient();
  return useMemo(
    () => ({
      onReady: () => void client.invalidateQueries({ queryKey: chatKeys.all }),
      onEvent: (event) => {
        if (userId) applyChatEvent(client, event, userId);
      },
    }),
    [client, userId],
  );
}
