import { type ContactMessageBody, type HistoryPageQuery, messages } from '@rentease/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { type ContactMessageRow, contactMessages } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';

const CONTACT_ORDER = 'contact-created';

/** Stores a contact-form message; the admin reads it among the notifications. */
export async function saveContactMessage(db: Database, body: ContactMessageBody): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(body).returning();
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}

/** Contact messages for the admin, newest first, keyset-paged. */
export async function listContactMessages(db: DbOrTx, query: HistoryPageQuery): Promise<Page<ContactMessageRow>> {
  const after = query.cursor ? decodeCursor(query.cursor, CONTACT_ORDER, 'integer') : undefined;
  const cursor = after
    ? [sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${new Date(after.value)}, ${after.id})`]
    : [];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(and(...cursor))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return toPage(rows, query.limit, counted?.total ?? 0, (last) => encodeCursor(CONTACT_ORDER, last.createdAt.getTime(), last.id));
}

/** Marks a contact message read or unread, recorded in the audit log. */
export async function setContactMessageRead(
  db: Database,
  admin: AuthUser,
  id: string,
  isRead: boolean,
  clock: Clock,
): Promise<ContactMessageRow> {
  if (!isUuid(id)) throw AppError.notFound(messages.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(contactMessages).set({ isRead }).where(eq(contactMessages.id, id)).returning();
    if (!row) throw AppError.notFound(messages.notFound);
    await recordAudit(
      tx,
      {
        actorId: admin.id,
        action: isRead ? 'notification.read' : 'notification.unread',
        targetType: 'contact_message',
        targetId: row.id,
        summary: `Marked ${row.name}'s message as ${isRead ? 'read' : 'unread'}`,
      },
      clock.now(),
    );
    return row;
  });
}
