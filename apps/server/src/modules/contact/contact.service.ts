import type { ContactMessageBody } from '@rentease/contract';
import type { Database } from '../../db/client.js';
import { type ContactMessageRow, contactMessages } from '../../db/schema/index.js';

/** Stores a contact-form message; the admin reads it among the notifications. */
export async function saveContactMessage(db: Database, body: ContactMessageBody): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(body).returning();
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
