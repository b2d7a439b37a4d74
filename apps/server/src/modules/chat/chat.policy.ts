import { chatTexts, type Role } from '@rentease/contract';
import type { ChatMessageRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

export type ConversationKey = { tenantId: string; landlordId: string; propertyId: string };

/** Only the conversation's tenant or landlord reads it or writes into it (not even the admin). */
export function assertIsParticipant(user: AuthUser, key: Pick<ConversationKey, 'tenantId' | 'landlordId'>): void {
  if (user.role === 'tenant' && user.id === key.tenantId) return;
  if (user.role === 'landlord' && user.id === key.landlordId) return;
  throw AppError.forbidden(chatTexts.notParticipant);
}

/** A list or a mark-read "as {userId} in role {role}" is only ever the signed-in user's own. */
export function assertActsAsSelf(user: AuthUser, userId: string, role: Role): void {
  if (user.id === userId && user.role === role) return;
  throw AppError.forbidden(chatTexts.notParticipant);
}

/** The receiver — the participant who did not send it — alone marks a message read. */
export function assertIsReceiver(user: AuthUser, message: Pick<ChatMessageRow, 'tenantId' | 'landlordId' | 'senderId'>): void {
  assertIsParticipant(user, message);
  if (message.senderId === user.id) throw AppError.forbidden(chatTexts.onlyReceiver);
}
