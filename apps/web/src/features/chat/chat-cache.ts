import type { ChatLiveEvent, ChatMessage, ConversationSummary } from '@rentease/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationKey } from './api/chat-keys';

/**
 * How live events and our own writes change what the chat screens hold. Pure functions over the
 * query cache's data, so each rule can be tested without a browser: a message is never shown
 * twice, receipts mark exactly what the server read, a conversation with news moves to the top.
 */

/** One page of a conversation, oldest first; `nextBefore` reads the page before it. */
export type ConversationPage = { messages: ChatMessage[]; nextBefore?: string };
/** A conversation as cached: pages[0] holds the newest messages, later pages go back in time. */
export type ConversationData = InfiniteData<ConversationPage>;

/** One page of the Messages list, newest first; `next` is the cursor of the page after it (Link rel="next"). */
export type SummaryPage = { items: ConversationSummary[]; next?: string };
export type SummaryData = InfiniteData<SummaryPage>;

/** A message the user wrote that the server has not accepted yet (optimistic display). */
export type OutgoingMessage = {
  clientKey: string;
  conversation: ConversationKey;
  senderId: string;
  message: string;
  created_at: string;
  status: 'sending' | 'failed';
};

export type ReadReceipt = Extract<ChatLiveEvent, { type: 'message.read' }>;

type Keyed = { tenant_id: string; landlord_id: string; property_id: string };

export function conversationKeyOf(row: Keyed): ConversationKey {
  return { tenantId: row.tenant_id, landlordId: row.landlord_id, propertyId: row.property_id };
}

export function isSameConversation(a: ConversationKey, b: ConversationKey): boolean {
  return a.tenantId === b.tenantId && a.landlordId === b.landlordId && a.propertyId === b.propertyId;
}

/** Every loaded message of a conversation, oldest first. */
export function conversationMessages(data: ConversationData | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

export function hasMessage(data: ConversationData | undefined, id: string): boolean {
  return Boolean(data?.pages.some((page) => page.messages.some((m) => m.id === id)));
}

/** Server times are ISO strings of one format, so they order as text; seq ties keep arrival order. */
const byCreatedAt = (a: ChatMessage, b: ChatMessage) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);

/**
 * Adds a message the server has stored (the send's answer, or a live `message.new`). The same
 * message arriving twice — both the answer and the event carry it — is kept once; a copy that is
 * already read stays read.
 */
export function withMessage(data: ConversationData, message: ChatMessage): ConversationData {
  if (hasMessage(data, message.id)) {
    return mapMessages(data, (m) => (m.id === message.id ? mergeCopies(m, message) : m));
  }
  const [newest, ...older] = data.pages;
  const messages = [...(newest?.messages ?? []), message].sort(byCreatedAt);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

function mergeCopies(held: ChatMessage, incoming: ChatMessage): ChatMessage {
  if (held.is_read && !incoming.is_read) return { ...incoming, is_read: true, read_at: held.read_at };
  return incoming;
}

/**
 * Applies a read receipt: the listed messages, or (ids null) every message sent to the reader up
 * to the time it was read — never the reader's own messages, never other conversations.
 */
export function withMessagesRead(
  data: ConversationData,
  conversation: ConversationKey,
  receipt: Pick<ReadReceipt, 'reader_id' | 'message_ids' | 'read_at'>,
): ConversationData {
  const ids = receipt.message_ids ? new Set(receipt.message_ids) : undefined;
  const isCovered = (m: ChatMessage) =>
    !m.is_read &&
    isSameConversation(conversationKeyOf(m), conversation) &&
    m.sender_id !== receipt.reader_id &&
    (ids ? ids.has(m.id) : m.created_at <= receipt.read_at);
  return mapMessages(data, (m) => (isCovered(m) ? { ...m, is_read: true, read_at: receipt.read_at } : m));
}

function mapMessages(data: ConversationData, change: (m: ChatMessage) => ChatMessage): ConversationData {
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const messages = page.messages.map((m) => {
      const next = change(m);
      if (next !== m) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, messages };
  });
  return changed ? { ...data, pages } : data;
}

export const summaryKey = (s: ConversationSummary) => `${s.tenant_id}|${s.landlord_id}|${s.property_id}`;

/** Loaded conversations, newest first, each once (a row can move between pages while paging). */
export function summaryRows(data: SummaryData | undefined): ConversationSummary[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((row) => {
      const key = summaryKey(row);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const latestAt = (s: ConversationSummary) => s.latest_message_at ?? '';

/**
 * Puts a conversation's fresh summary (a live `conversation.updated`) where it now belongs: a new
 * message takes it to the top, a read leaves it in place. A conversation older than everything
 * loaded while more pages exist is left for the page that holds it.
 */
export function withSummary(data: SummaryData, summary: ConversationSummary): SummaryData {
  const key = summaryKey(summary);
  const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((row) => summaryKey(row) !== key) }));
  for (const page of pages) {
    const at = page.items.findIndex((row) => latestAt(row) <= latestAt(summary));
    if (at >= 0) {
      page.items.splice(at, 0, summary);
      return { ...data, pages };
    }
  }
  const last = pages.at(-1);
  if (last && !last.next) last.items.push(summary);
  else if (!last) pages.push({ items: [summary] });
  return { ...data, pages };
}

/** After mark-read succeeds: the property's conversations have nothing unread for this user. */
export function withPropertyRead(data: SummaryData, propertyId: string): SummaryData {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((row) => row.property_id === propertyId && (row.has_unread || row.unread_count > 0))) return page;
    changed = true;
    return {
      ...page,
      items: page.items.map((row) => (row.property_id === propertyId ? { ...row, has_unread: false, unread_count: 0 } : row)),
    };
  });
  return changed ? { ...data, pages } : data;
}

/** The sidebar badge: how many loaded conversations have something unread. */
export function unreadConversationCount(data: SummaryData | undefined): number {
  return summaryRows(data).filter((row) => row.has_unread).length;
}

export function withOutgoing(outbox: OutgoingMessage[], entry: OutgoingMessage): OutgoingMessage[] {
  const others = outbox.filter((e) => e.clientKey !== entry.clientKey);
  return [...others, entry].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}

export function withOutgoingStatus(outbox: OutgoingMessage[], clientKey: string, status: OutgoingMessage['status']) {
  return outbox.map((e) => (e.clientKey === clientKey && e.status !== status ? { ...e, status } : e));
}

export function withoutOutgoing(outbox: OutgoingMessage[], clientKey: string): OutgoingMessage[] {
  return outbox.filter((e) => e.clientKey !== clientKey);
}

/**
 * A message of ours that the server announces before answering our send (the live event is
 * published before the HTTP answer leaves): it stands for the outgoing message with its client
 * key (or, from another client that sent none, the oldest with the same text), which must then
 * disappear rather than show twice until the answer arrives. Call only for a message the
 * conversation did not hold yet.
 */
export function claimOutgoing(outbox: OutgoingMessage[], message: ChatMessage): OutgoingMessage[] {
  const key = conversationKeyOf(message);
  const claimed = message.client_key
    ? outbox.find((e) => e.clientKey === message.client_key)
    : outbox.find(
        (e) => e.senderId === message.sender_id && e.message === message.message && isSameConversation(e.conversation, key),
      );
  return claimed ? withoutOutgoing(outbox, claimed.clientKey) : outbox;
}

/** One line of the chat panel: a stored message, or one of ours still on its way. */
export type ChatLine = {
  id: string;
  message: string;
  senderId: string;
  createdAt: string;
  isRead: boolean;
  delivery: 'stored' | OutgoingMessage['status'];
};

/** What the panel shows: stored messages oldest first, then what is still being sent. */
export function chatLines(messages: ChatMessage[], outbox: OutgoingMessage[]): ChatLine[] {
  return [
    ...messages.map(
      (m): ChatLine => ({
        id: m.id,
        message: m.message,
        senderId: m.sender_id,
        createdAt: m.created_at,
        isRead: m.is_read,
        delivery: 'stored',
      }),
    ),
    ...outbox.map(
      (e): ChatLine => ({
        id: e.clientKey,
        message: e.message,
        senderId: e.senderId,
        createdAt: e.created_at,
        isRead: false,
        delivery: e.status,
      }),
    ),
  ];
}
