import type { AccountRole } from '@rentease/contract';

/** One conversation: a tenant and a landlord about one property. */
export type ConversationKey = { tenantId: string; landlordId: string; propertyId: string };

/**
 * Query keys of the chat feature. Everything the server can change lives under `all`, which a
 * (re)connected socket invalidates to catch up; the outbox (messages not yet accepted by the
 * server) lives apart, so catching up never drops what the user is still sending.
 */
export const chatKeys = {
  all: ['chat'] as const,
  summaries: () => ['chat', 'summaries'] as const,
  summaryList: (userId: string, role: AccountRole) => ['chat', 'summaries', userId, role] as const,
  conversations: () => ['chat', 'conversation'] as const,
  conversation: (key: ConversationKey) => ['chat', 'conversation', key.tenantId, key.landlordId, key.propertyId] as const,
  outbox: (key: ConversationKey) => ['chat-outbox', key.tenantId, key.landlordId, key.propertyId] as const,
  /** Mutation key of "mark this property's conversations read" (the panel waits for it). */
  markPropertyRead: () => ['chat', 'mark-read'] as const,
};
