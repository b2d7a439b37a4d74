import type { Notification, NotificationsResponse } from '@rentease/contract';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { notificationKeys } from './api/notifications-keys';
import { applyNotificationEvent } from './notification-events';

const key = notificationKeys.list('user');
const item = (id: string, title: string): Notification => ({
  id,
  type: 'chat_message',
  title,
  body: '',
  link: '/tenant/messages',
  created_at: '2026-11-24T10:00:00.000Z',
  read_at: null,
});

describe('applyNotificationEvent', () => {
  it('puts a new notification on top with the server count, replacing a folded one', () => {
    const client = new QueryClient();
    client.setQueryData<NotificationsResponse>(key, {
      notifications: [item('b', 'Older'), item('a', 'New message from Priya')],
      unread_count: 2,
    });
    applyNotificationEvent(client, {
      type: 'notification.new',
      notification: item('a', '2 new messages from Priya'),
      unread_count: 2,
    });
    const data = client.getQueryData<NotificationsResponse>(key);
    expect(data?.unread_count).toBe(2);
    expect(data?.notifications.map((n) => n.title)).toEqual(['2 new messages from Priya', 'Older']);
  });

  it('takes a count alone (read in another tab) without touching the list', () => {
    const client = new QueryClient();
    client.setQueryData<NotificationsResponse>(key, { notifications: [item('a', 'One')], unread_count: 1 });
    applyNotificationEvent(client, { type: 'notification.count', unread_count: 0 });
    expect(client.getQueryData<NotificationsResponse>(key)).toEqual({ notifications: [item('a', 'One')], unread_count: 0 });
  });

  it('keeps the event when a fetch that read the list before it answers afterwards', async () => {
    const client = new QueryClient();
    client.setQueryData<NotificationsResponse>(key, { notifications: [], unread_count: 0 });
    const answers: ((value: NotificationsResponse) => void)[] = [];
    // The bell watches the list, as the header does.
    const bell = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => new Promise<NotificationsResponse>((resolve) => answers.push(resolve)),
    });
    const stop = bell.subscribe(() => undefined);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    applyNotificationEvent(client, { type: 'notification.new', notification: item('a', 'Booked'), unread_count: 1 });
    expect(client.getQueryData<NotificationsResponse>(key)?.unread_count).toBe(1);
    // The fetch that read before the booking answers late with the old list; the bell asks again
    // once it is over, and keeps that answer, read after the booking.
    answers[0]?.({ notifications: [], unread_count: 0 });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.({ notifications: [item('a', 'Booked')], unread_count: 1 });
    await vi.waitFor(() => expect(client.isFetching({ queryKey: key })).toBe(0));
    expect(client.getQueryData<NotificationsResponse>(key)).toEqual({ notifications: [item('a', 'Booked')], unread_count: 1 });
    stop();
  });

  it('ignores the chat events', () => {
    const client = new QueryClient();
    client.setQueryData<NotificationsResponse>(key, { notifications: [], unread_count: 3 });
    applyNotificationEvent(client, { type: 'pong' });
    expect(client.getQueryData<NotificationsResponse>(key)?.unread_count).toBe(3);
  });
});
