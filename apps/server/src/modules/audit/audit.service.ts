import type { AuditEntry } from '@rentease/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { fullName } from '../../lib/names.js';

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
