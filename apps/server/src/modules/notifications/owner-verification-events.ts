import type { DbOrTx } from '../../db/client.js';
import { message } from './notification-messages.js';
import { type Notified, notify } from './notifications.service.js';

/** The admin decided a landlord's verification request: the landlord hears the outcome (and why, if rejected). */
export async function notifyOwnerVerificationDecided(
  tx: DbOrTx,
  now: Date,
  input: { landlordId: string; approved: boolean; reason: string | null },
): Promise<Notified[]> {
  const told = await notify(
    tx,
    input.approved
      ? {
          userId: input.landlordId,
          type: 'owner_verification_decided',
          title: message('You are a verified owner'),
          body: message(
            'Your listings now show the ‘Verified owner’ badge, so tenants know the home is really yours. Your documents will be deleted in 30 days.',
          ),
          link: '/landlord/profile',
        }
      : {
          userId: input.landlordId,
          type: 'owner_verification_decided',
          title: message('We could not verify you as the owner'),
          body: input.reason?.trim()
            ? message('{{reason}} You can send new documents from Profile Settings.', { reason: input.reason.trim() })
            : message('You can send new documents from Profile Settings.'),
          link: '/landlord/profile',
        },
    now,
  );
  return [told];
}
