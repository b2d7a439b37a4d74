import {
  markAllNotificationsReadResponse,
  markNotificationReadResponse,
  notificationSettings,
  notificationsQuery,
  notificationsResponse,
  updateNotificationSettingsBody,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { requestLanguage } from '../../lib/i18n.js';
import { pageHeaders } from '../../lib/pagination.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import type { NotificationDispatcher } from './notification-dispatcher.js';
import { toNotification } from './notifications.presenter.js';
import {
  getNotificationSettings,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationSettings,
} from './notifications.service.js';

export type NotificationsRoutesOptions = { db: Database; clock: Clock; notifications: NotificationDispatcher };

/** Everyone signed in has a bell: tenants, landlords and the admin (whose account is a users row too). */
const signedIn = ['tenant', 'landlord', 'admin'] as const;

/** The bell: a person's own notifications, read flags and email settings. */
export async function notificationsRoutes(app: FastifyInstance, { db, clock, notifications }: NotificationsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/me/notifications',
    { schema: { querystring: notificationsQuery, response: { 200: notificationsResponse } }, config: { access: signedIn } },
    async (request, reply) => {
      const page = await listNotifications(db, requireUser(request), request.query);
      const language = requestLanguage(request);
      return reply
        .headers({ ...pageHeaders(request, page), 'content-language': language })
        .send({ notifications: page.items.map((row) => toNotification(row, language)), unread_count: page.unreadCount });
    },
  );

  api.patch(
    '/me/notifications/:id/read',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: markNotificationReadResponse } },
      config: { access: signedIn },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { row, unreadCount } = await markNotificationRead({ db, clock, notifications }, user, request.params.id);
      const language = requestLanguage(request);
      reply.header('content-language', language);
      return { notification: toNotification(row, language), unread_count: unreadCount };
    },
  );

  api.post(
    '/me/notifications/read-all',
    { schema: { response: { 200: markAllNotificationsReadResponse } }, config: { access: signedIn } },
    async (request) => {
      const user = requireUser(request);
      const { updated, unreadCount } = await markAllNotificationsRead({ db, clock, notifications }, user);
      return { updated, unread_count: unreadCount };
    },
  );

  api.get(
    '/me/notification-settings',
    { schema: { response: { 200: notificationSettings } }, config: { access: signedIn } },
    async (request) => getNotificationSettings(db, requireUser(request).id),
  );

  api.put(
    '/me/notification-settings',
    { schema: { body: updateNotificationSettingsBody, response: { 200: notificationSettings } }, config: { access: signedIn } },
    async (request) => updateNotificationSettings(db, requireUser(request).id, request.body),
  );
}
