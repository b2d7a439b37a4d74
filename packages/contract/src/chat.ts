import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, CHAT_PAGE_SIZE_MAX } from './constants.js';
import { chatTexts } from './messages.js';

/** A chat message, with when it was read. */
export const chatMessage = z.object({
  id: z.string(),
  message: z.string(),
  created_at: z.string(),
  tenant_id: z.string(),
  landlord_id: z.string(),
  property_id: z.string(),
  sender_id: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  /** The sender's own key for the message (see sendMessageBody.clientKey); null when none was sent. */
  client_key: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET /api/messages/conversation/{tenantId}/{landlordId}/{propertyId}: oldest first; `before` pages back. */
export const conversationQuery = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE_MAX).default(CHAT_PAGE_SIZE),
});
export type ConversationQuery = z.infer<typeof conversationQuery>;

export const conversationResponse = z.object({
  success: z.literal(true),
  messages: z.array(chatMessage),
  /** Pass as `before` to read older messages; absent when this is the beginning. */
  nextBefore: z.string().optional(),
});
export type ConversationResponse = z.infer<typeof conversationResponse>;

/** POST /api/messages/send. The sender is always the signed-in user. */
export const sendMessageBody = z.object({
  tenantId: z.string({ error: chatTexts.conversationRequired }).min(1, chatTexts.conversationRequired),
  landlordId: z.string({ error: chatTexts.conversationRequired }).min(1, chatTexts.conversationRequired),
  propertyId: z.string({ error: chatTexts.conversationRequired }).min(1, chatTexts.conversationRequired),
  message: z
    .string({ error: chatTexts.messageEmpty })
    .refine((text) => text.trim().length > 0, chatTexts.messageEmpty)
    // Characters as people count them (code points): an emoji is one, not two UTF-16 units.
    .refine((text) => [...text].length <= CHAT_MESSAGE_MAX_LENGTH, chatTexts.messageTooLong),
  /** Accepted for spec clients; must be the signed-in user. */
  senderId: z.string().optional(),
  /**
   * The sender's key for this message, so a send retried after a lost answer is stored once
   * (the server answers the stored message again) and the live echo can be matched exactly.
   */
  clientKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A client key is 1 to 64 letters, digits, - or _.')
    .optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const sendMessageResponse = z.object({ success: z.literal(true), message: chatMessage });

/** A conversation as the Messages list shows it, plus the other party. */
export const conversationSummary = z.object({
  property_id: z.string(),
  landlord_id: z.string(),
  tenant_id: z.string(),
  title: z.string(),
  location: z.string(),
  latest_message: z.string().nullable(),
  latest_message_at: z.string().nullable(),
  latest_sender_id: z.string().nullable(),
  has_unread: z.boolean(),
  unread_count: z.number(),
  other_party_name: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const summaryResponse = z.object({ success: z.literal(true), conversations: z.array(conversationSummary) });

/** GET /api/messages/summary/{userId}/{role}: newest first; additive paging (Link rel="next"). */
export const summaryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().max(200).optional(),
});
export type SummaryQuery = z.infer<typeof summaryQuery>;
export type SummaryResponse = z.infer<typeof summaryResponse>;

export const markReadResponse = z.object({ success: z.literal(true), updated: z.number() });

/** The live chat events a conversation's participants receive over /api/ws. */
export type ChatLiveEvent =
  | { type: 'message.new'; message: ChatMessage }
  | {
      type: 'message.read';
      tenant_id: string;
      landlord_id: string;
      property_id: string;
      /** The reader: messages sent to them are now read. */
      reader_id: string;
      /** The messages now read; null: every message sent to the reader up to read_at. */
      message_ids: string[] | null;
      read_at: string;
    }
  | { type: 'conversation.updated'; conversation: ConversationSummary };
