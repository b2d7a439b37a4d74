import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUserSession } from '../../../lib/session';
import { chatKeys } from '../api/chat-keys';
import { applyChatEvent } from '../chat-cache-updates';
import { chatSocketUrl, openChatSocket } from '../chat-socket';

/**
 * Keeps the chat data of the signed-in user live while their area is open: one socket, its
 * events applied to the query cache, and a catch-up from the API after every (re)connect.
 */
export function useChatLiveUpdates(userId: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const socket = openChatSocket({
      url: chatSocketUrl(),
      // Another account signed in meanwhile (another tab): this one's socket must not carry on as them.
      getToken: () => {
        const session = getUserSession();
        return session?.userId === userId ? session.token : undefined;
      },
      onReady: () => void client.invalidateQueries({ queryKey: chatKeys.all }),
      onEvent: (event) => applyChatEvent(client, event, userId),
    });
    return socket.close;
  }, [client, userId]);
}
