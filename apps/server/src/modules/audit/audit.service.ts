import type { AdminAuditEntry, AdminAuditQuery, AuditEntry } from '@rentease/contract';
import { and, count, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { addCalendarDays, startOfMarketDay } from '../../lib/dates.js';
import { containsPattern, prefixPattern } from '../../lib/like.js';
import { fullName } from '../../lib/names.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';

export type AuditRecord = {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  details?: Record<string, unknown>;
};

/** Records an admin action; call it inside the transaction of the change it describes. */
export async function recordAudit(db: DbOrTx, record: AuditRecord, at: Date): Promise<void> {
  await db.insert(auditLog).values({ ...record, details: record.details ?? {}, createdAt: at });
}

/** Where a request came from, as sessions keep it. */
export type RequestOrigin = { ip: string | null; userAgent: string | null };

/**
 * Records something that happened to an account's security (a refused login, a password changed
 * or reset, sessions ended), with the person as the actor and where the request came from. Call
 * it inside the transaction of the change, where there is one.
 */
export async function recordSecurityEvent(
  db: DbOrTx,
  event: { user: { id: string; role: string; email: string }; action: string; summary: string; origin: RequestOrigin },
  at: Date,
): Promise<void> {
  const { user, origin } = event;
  await recordAudit(
    db,
    {
      actorId: user.id,
      action: event.action,
      targetType: user.role,
      targetId: user.id,
      summary: `${event.summary} (${user.role} ${user.email})`,
      details: { ip: origin.ip, user_agent: origin.userAgent },
    },
    at,
  );
}

/** The latest admin actions, newest first (the dashboard's recent activity). */
export async function listRecentActivity(db: DbOrTx, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      summary: auditLog.summary,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      createdAt: auditLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    // The dashboard shows what admins did; people's own security events are on the Audit log page.
    .where(eq(users.role, 'admin'))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    summary: row.summary,
    actor_name: fullName(row.firstName, row.lastName) || 'Admin',
    target_type: row.targetType,
    target_id: row.targetId,
    created_at: row.createdAt.toISOString(),
  }));
}

const AUDIT_CURSOR_ORDER = 'audit-created';

/** What the audit page's filters keep (AdminAuditFilters); the actor is matched by name or email. */
function auditFilters(query: AdminAuditQuery): SQL[] {
  const where: SQL[] = [];
  const action = query.action?.toLowerCase();
  // 'user.' is every action of a domain; anything else is one action, whole.
  if (action) where.push(action.endsWith('.') ? like(auditLog.action, prefixPattern(action)) : eq(auditLog.action, action));
  if (query.targetType) where.push(eq(auditLog.targetType, query.targetType.toLowerCase()));
  if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
  if (query.from) where.push(gte(auditLog.createdAt, startOfMarketDay(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, startOfMarketDay(addCalendarDays(query.to, 1))));
  const actor = query.actor?.toLowerCase();
  if (actor) {
    where.push(
      sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) LIKE ${containsPattern(actor)}`,
    );
  }
  return where;
}

/**
 * A page of the audit log for the admin's Audit log page, newest first (keyset on
 * audit_log_created_idx), with how many entries the filters keep.
 */
export async function listAuditEntries(db: DbOrTx, query: AdminAuditQuery): Promise<Page<AdminAuditEntry>> {
  const where = auditFilters(query);
  const after = query.cursor ? decodeCursor(query.cursor, AUDIT_CURSOR_ORDER, 'integer') : undefined;
  const afterCursor = after ? [sql`(${auditLog.createdAt}, ${auditLog.id}) < (${new Date(after.value)}, ${after.id})`] : [];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(and(...where, ...afterCursor))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(and(...where)),
  ]);
  const page = toPage(rows, query.limit, counted?.total ?? 0, (last) =>
    encodeCursor(AUDIT_CURSOR_ORDER, last.entry.createdAt.getTime(), last.entry.id),
  );
  return {
    ...page,
    items: page.items.map(({ entry, firstName, lastName, email, role }) => ({
      id: entry.id,
      action: entry.action,
      summary: entry.summary,
      actor_id: entry.actorId,
      actor_name: fullName(firstName, lastName) || email,
      actor_email: email,
      actor_role: role,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
