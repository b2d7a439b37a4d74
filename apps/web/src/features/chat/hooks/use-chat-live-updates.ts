import { type ChatServerEvent, WS_CLOSE } from '@rentease/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportRefusedSession } from '../../../lib/api-client';
import { getUserSession } from '../../../lib/session';
import { chatKeys } from '../api/chat-keys';
import { applyChatEvent } from '../chat-cache-updates';
import { chatSocketUrl, openChatSocket } from '../chat-socket';

/**
 * Keeps the chat data of the signed-in user live while their area is open: one socket, its
 * events applied to the query cache, and a catch-up from the API after every (re)connect. A new
 * token (the password changed here) opens a new socket with it.
 */
export function useChatLiveUpdates(
  userId: string | undefined,
  token: string | undefined,
  /** Every event also goes here (the notification bell shares this socket); keep it stable. */
  onEvent?: (event: ChatServerEvent) => void,
) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || !token) return;
    const socket = openChatSocket({
      url: chatSocketUrl(),
      // Another account signed in meanwhile (another tab), or this token was replaced: this
      // socket must not carry on as someone else or with a token that is no longer ours.
      getToken: () => {
        const session = getUserSession();
        return session?.userId === userId && session.token === token ? token : undefined;
      },
      onReady: () => void client.invalidateQueries({ queryKey: chatKeys.all }),
      onEvent: (event) => {
        applyChatEvent(client, event, userId);
        onEvent?.(event);
      },
      // The server closed it for good: the same as an API call refused (expired, signed out elsewhere, blocked).
      onRefused: (code) =>
        void reportRefusedSession('user', token, code === WS_CLOSE.blocked ? 'ACCOUNT_BLOCKED' : 'INVALID_TOKEN'),
    });
    return socket.close;
  }, [client, userId, token, onEvent]);
}
