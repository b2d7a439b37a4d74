import type { SignedInSession } from '@rentease/contract';
import type { UserSessionRow } from '../../db/schema/index.js';
import { describeUserAgent } from '../../lib/user-agent.js';

export function toSignedInSession(row: UserSessionRow, currentSessionId: string | null): SignedInSession {
  const device = describeUserAgent(row.userAgent);
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    browser: device.browser,
    os: device.os,
    ip: row.ip,
    current: row.id === currentSessionId,
  };
}
