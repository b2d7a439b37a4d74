import { accountMessages } from '@rentease/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';

/**
 * Columns never exported: they are the platform's secrets about the account, not data about the
 * person (a password hash or TOTP secret in a downloaded file would only help whoever steals it).
 */
const SECRET_USER_COLUMNS = sql`ARRAY['password_hash', 'totp_secret', 'totp_last_step', 'token_version']`;

/** Every row a subquery yields, as a JSON array in its own order ('[]' when there is none). */
function rows(query: SQL, orderBy: SQL, without?: SQL): SQL {
  const row = without ? sql`to_jsonb(t) - ${without}` : sql`to_jsonb(t)`;
  return sql`coalesce((SELECT jsonb_agg(${row} ORDER BY ${orderBy}) FROM (${query}) t), '[]'::jsonb)`;
}

/**
 * Everything the platform holds about a person, for their own download (India's DPDP Act gives
 * them the right to it): rows exactly as stored, column names and all, so nothing is lost in
 * translation and a new column is exported without anyone remembering to add it. Built by the
 * database in one statement, so it is a consistent snapshot even while the person keeps using the app.
 * Each side of a shared record (a booking, a conversation) gets it: it is about both of them.
 */
export async function exportAccountData(db: DbOrTx, userId: string, clock: Clock): Promise<string> {
  const id = sql`${userId}::uuid`;
  const party = (table: string) => sql.raw(`SELECT * FROM ${table} WHERE tenant_id = `).append(sql`${id} OR landlord_id = ${id}`);
  const ofMyBookings = (table: string) =>
    sql
      .raw(`SELECT x.* FROM ${table} x JOIN bookings b ON b.id = x.booking_id WHERE `)
      .append(sql`b.tenant_id = ${id} OR b.landlord_id = ${id}`);
  const [result] = await queryRows<{ data: string | null }>(
    db,
    sql`SELECT jsonb_pretty(jsonb_build_object(
      'exported_at', ${clock.now().toISOString()}::text,
      'profile', (SELECT to_jsonb(u) - ${SECRET_USER_COLUMNS} FROM users u WHERE u.id = ${id} AND u.deleted_at IS NULL),
      'renter_profile', (SELECT to_jsonb(r) FROM renter_profiles r WHERE r.user_id = ${id}),
      'email_opt_outs', ${rows(sql`SELECT * FROM notification_email_opt_outs WHERE user_id = ${id}`, sql`t.type`)},
      'signed_in_sessions', ${rows(sql`SELECT * FROM user_sessions WHERE user_id = ${id}`, sql`t.created_at`)},
      'listings', ${rows(sql`SELECT * FROM properties WHERE owner_id = ${id}`, sql`t.created_at`)},
      'uploaded_photos', ${rows(sql`SELECT * FROM uploads WHERE owner_id = ${id}`, sql`t.created_at`)},
      'bookings', ${rows(party('bookings'), sql`t.created_at`)},
      'payments', ${rows(party('payments'), sql`t.created_at`)},
      'rent_months', ${rows(ofMyBookings('rent_periods'), sql`t.booking_id, t.period_start`)},
      'agreement_signatures', ${rows(ofMyBookings('agreement_signatures'), sql`t.signed_at`)},
      'deposit_settlements', ${rows(ofMyBookings('deposit_settlements'), sql`t.settled_at`)},
      'booking_requests', ${rows(party('booking_requests'), sql`t.created_at`)},
      'visits', ${rows(party('visits'), sql`t.created_at`)},
      'conversations', ${rows(party('conversations'), sql`t.last_message_at`)},
      'messages', ${rows(party('chat_messages'), sql`t.created_at`)},
      'reviews_written', ${rows(sql`SELECT * FROM reviews WHERE author_id = ${id}`, sql`t.created_at`)},
      'reviews_received', ${rows(sql`SELECT * FROM reviews WHERE subject_id = ${id}`, sql`t.created_at`)},
      'notifications', ${rows(sql`SELECT * FROM notifications WHERE user_id = ${id}`, sql`t.created_at`)},
      'saved_homes', ${rows(sql`SELECT * FROM favourites WHERE tenant_id = ${id}`, sql`t.created_at`)},
      'saved_searches', ${rows(sql`SELECT * FROM saved_searches WHERE tenant_id = ${id}`, sql`t.created_at`)},
      'reports_filed', ${rows(sql`SELECT * FROM property_reports WHERE reporter_id = ${id}`, sql`t.created_at`)},
      'contact_messages', ${rows(
        sql`SELECT c.* FROM contact_messages c JOIN users u ON u.email = c.email WHERE u.id = ${id}`,
        sql`t.created_at`,
      )},
      'owner_verifications', ${rows(sql`SELECT * FROM owner_verifications WHERE landlord_id = ${id}`, sql`t.submitted_at`)},
      'admin_actions_about_you', ${rows(
        sql`SELECT action, summary, details, created_at FROM audit_log WHERE target_id = ${userId}`,
        sql`t.created_at`,
      )}
    )) AS data`,
  );
  if (!result?.data || result.data === 'null') throw AppError.notFound(accountMessages.userNotFound);
  return result.data;
}
