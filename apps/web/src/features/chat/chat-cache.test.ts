import type { ChatMessage, ConversationSummary } from '@rentease/contract';
import { describe, expect, it } from 'vitest';
import {
  type ConversationData,
  chatLines,
  claimOutgoing,
  conversationMessages,
  type OutgoingMessage,
  type SummaryData,
  summaryRows,
  unreadConversationCount,
  withMessage,
  withMessagesRead,
  withOutgoing,
  withPropertyRead,
  withSummary,
} from './chat-cache';

const TENANT = 'tenant-1';
const LANDLORD = 'landlord-1';
const HOME = 'property-1';
const conversation = { tenantId: TENANT, landlordId: LANDLORD, propertyId: HOME };

function buildMessage(overrides: Partial<ChatMessage> & { id: string; created_at: string }): ChatMessage {
  return {
    message: `text of ${overrides.id}`,
    tenant_id: TENANT,
    landlord_id: LANDLORD,
    property_id: HOME,
    sender_id: TENANT,
    client_key: null,
    is_read: false,
    read_at: null,
    ...overrides,
  };
}

function buildConversation(...pages: ChatMessage[][]): ConversationData {
  return { pages: pages.map((messages) => ({ messages })), pageParams: pages.map((_, i) => (i === 0 ? undefined : `p${i}`)) };
}

function buildSummary(overrides: Partial<ConversationSummary> & { property_id: string; latest_message_at: string }) {
  return {
    landlord_id: LANDLORD,
    tenant_id: TENANT,
    title: `Home ${overrides.property_id}`,
    location: 'Bandra West, Mumbai',
    latest_message: 'hello',
    latest_sender_id: LANDLORD,
    has_unread: false,
    unread_count: 0,
    other_party_name: 'Priya Sharma',
    ...overrides,
  } satisfies ConversationSummary;
}

function buildSummaries(...pages: ConversationSummary[][]): SummaryData {
  return {
    pages: pages.map((items, i) => ({ items, next: i < pages.length - 1 ? `next${i}` : undefined })),
    pageParams: pages.map((_, i) => `page${i}`),
  };
}

function buildOutgoing(overrides: Partial<OutgoingMessage> & { clientKey: string }): OutgoingMessage {
  return {
    conversation,
    senderId: TENANT,
    message: 'Is it still free?',
    created_at: '2025-03-01T10:05:00.000Z',
    status: 'sending',
    ...overrides,
  };
}

describe('withMessage', () => {
  it('adds a new message after the others, in time order', () => {
    const first = buildMessage({ id: 'm1', created_at: '2025-03-01T10:00:00.000Z' });
    const second = buildMessage({ id: 'm2', created_at: '2025-03-01T10:01:00.000Z' });
    const data = withMessage(buildConversation([first]), second);
    expect(conversationMessages(data).map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('keeps one copy when the same message arrives twice (the send answer and the live event)', () => {
    const message = buildMessage({ id: 'm1', created_at: '2025-03-01T10:00:00.000Z' });
    const once = withMessage(buildConversation([]), message);
    const twice = withMessage(once, message);
    expect(conversationMessages(twice)).toHaveLength(1);
  });

  it('does not add a copy of a message held on an older page', () => {
    const old = buildMessage({ id: 'old', created_at: '2025-02-01T10:00:00.000Z' });
    const recent = buildMessage({ id: 'recent', created_at: '2025-03-01T10:00:00.000Z' });
    const data = withMessage(buildConversation([recent], [old]), { ...old });
    expect(conversationMessages(data).map((m) => m.id)).toEqual(['old', 'recent']);
  });

  it('keeps a message read when a late unread copy of it arrives', () => {
    const read = buildMessage({
      id: 'm1',
      created_at: '2025-03-01T10:00:00.000Z',
      is_read: true,
      read_at: '2025-03-01T10:02:00.000Z',
    });
    const data = withMessage(buildConversation([read]), { ...read, is_read: false, read_at: null });
    expect(conversationMessages(data)[0]?.is_read).toBe(true);
  });
});

describe('optimistic messages', () => {
  it('a message of ours announced by the server replaces our optimistic copy', () => {
    const outbox = [buildOutgoing({ clientKey: 'a', message: 'Is it still free?' })];
    const stored = buildMessage({ id: 'm9', message: 'Is it still free?', created_at: '2025-03-01T10:05:01.000Z' });
    const remaining = claimOutgoing(outbox, stored);
    const data = withMessage(buildConversation([]), stored);
    expect(remaining).toEqual([]);
    expect(chatLines(conversationMessages(data), remaining).map((line) => line.id)).toEqual(['m9']);
  });

  it('replaces only the oldest of two identical optimistic messages', () => {
    const outbox = [buildOutgoing({ clientKey: 'a', message: 'ok' }), buildOutgoing({ clientKey: 'b', message: 'ok' })];
    const stored = buildMessage({ id: 'm9', message: 'ok', created_at: '2025-03-01T10:05:01.000Z' });
    expect(claimOutgoing(outbox, stored).map((e) => e.clientKey)).toEqual(['b']);
  });

  it('matches by client key when the server echoes it, whatever the order of identical texts', () => {
    const outbox = [buildOutgoing({ clientKey: 'a', message: 'ok' }), buildOutgoing({ clientKey: 'b', message: 'ok' })];
    const stored = buildMessage({ id: 'm9', message: 'ok', client_key: 'b', created_at: '2025-03-01T10:05:01.000Z' });
    expect(claimOutgoing(outbox, stored).map((e) => e.clientKey)).toEqual(['a']);
    const fromAnotherDevice = buildMessage({
      id: 'm10',
      message: 'ok',
      client_key: 'zzz',
      created_at: '2025-03-01T10:05:02.000Z',
    });
    expect(claimOutgoing(outbox, fromAnotherDevice)).toEqual(outbox);
  });

  it("does not take the other side's message or another conversation's for ours", () => {
    const outbox = [buildOutgoing({ clientKey: 'a', message: 'ok' })];
    const theirs = buildMessage({ id: 'm1', message: 'ok', sender_id: LANDLORD, created_at: '2025-03-01T10:05:01.000Z' });
    const elsewhere = buildMessage({
      id: 'm2',
      message: 'ok',
      property_id: 'property-2',
      created_at: '2025-03-01T10:05:01.000Z',
    });
    expect(claimOutgoing(claimOutgoing(outbox, theirs), elsewhere)).toEqual(outbox);
  });

  it('a retried message keeps its place among what is being sent', () => {
    const first = buildOutgoing({ clientKey: 'a', created_at: '2025-03-01T10:00:00.000Z', status: 'failed' });
    const second = buildOutgoing({ clientKey: 'b', created_at: '2025-03-01T10:01:00.000Z' });
    const outbox = withOutgoing([first, second], { ...first, status: 'sending' });
    expect(outbox.map((e) => [e.clientKey, e.status])).toEqual([
      ['a', 'sending'],
      ['b', 'sending'],
    ]);
  });

  it('shows stored messages first, then what is still on its way', () => {
    const stored = buildMessage({ id: 'm1', created_at: '2025-03-01T10:00:00.000Z' });
    const lines = chatLines([stored], [buildOutgoing({ clientKey: 'a', status: 'failed' })]);
    expect(lines.map((line) => [line.id, line.delivery])).toEqual([
      ['m1', 'stored'],
      ['a', 'failed'],
    ]);
  });
});

describe('withMessagesRead', () => {
  const mine = buildMessage({ id: 'mine', sender_id: TENANT, created_at: '2025-03-01T10:00:00.000Z' });
  const later = buildMessage({ id: 'later', sender_id: TENANT, created_at: '2025-03-01T10:10:00.000Z' });
  const theirs = buildMessage({ id: 'theirs', sender_id: LANDLORD, created_at: '2025-03-01T10:01:00.000Z' });

  it('with no ids, marks every message sent to the reader up to the time they read', () => {
    const data = withMessagesRead(buildConversation([mine, theirs, later]), conversation, {
      reader_id: LANDLORD,
      message_ids: null,
      read_at: '2025-03-01T10:05:00.000Z',
    });
    const byId = Object.fromEntries(conversationMessages(data).map((m) => [m.id, m]));
    expect(byId.mine).toMatchObject({ is_read: true, read_at: '2025-03-01T10:05:00.000Z' });
    // Sent after the read: still unread. The reader's own message: untouched.
    expect(byId.later?.is_read).toBe(false);
    expect(byId.theirs?.is_read).toBe(false);
  });

  it('with ids, marks exactly those messages', () => {
    const data = withMessagesRead(buildConversation([mine, later]), conversation, {
      reader_id: LANDLORD,
      message_ids: ['later'],
      read_at: '2025-03-01T10:20:00.000Z',
    });
    expect(conversationMessages(data).map((m) => [m.id, m.is_read])).toEqual([
      ['mine', false],
      ['later', true],
    ]);
  });

  it('leaves another conversation about the same listing alone', () => {
    const otherTenant = buildMessage({
      id: 'x',
      tenant_id: 'tenant-2',
      sender_id: 'tenant-2',
      created_at: '2025-03-01T10:00:00.000Z',
    });
    const data = buildConversation([otherTenant]);
    expect(
      withMessagesRead(data, conversation, { reader_id: LANDLORD, message_ids: null, read_at: '2025-03-02T00:00:00.000Z' }),
    ).toBe(data);
  });
});

describe('conversation summaries', () => {
  const bandra = buildSummary({ property_id: 'bandra', latest_message_at: '2025-03-01T12:00:00.000Z' });
  const powai = buildSummary({ property_id: 'powai', latest_message_at: '2025-03-01T11:00:00.000Z' });
  const koramangala = buildSummary({ property_id: 'koramangala', latest_message_at: '2025-03-01T10:00:00.000Z' });

  it('a conversation with a new message moves to the top, once', () => {
    const updated = { ...koramangala, latest_message: 'New!', latest_message_at: '2025-03-01T13:00:00.000Z', has_unread: true };
    const rows = summaryRows(withSummary(buildSummaries([bandra, powai, koramangala]), updated));
    expect(rows.map((r) => r.property_id)).toEqual(['koramangala', 'bandra', 'powai']);
    expect(rows[0]).toMatchObject({ latest_message: 'New!', has_unread: true });
  });

  it('a conversation seen for the first time appears at the top', () => {
    const fresh = buildSummary({ property_id: 'new', latest_message_at: '2025-03-01T14:00:00.000Z', has_unread: true });
    const rows = summaryRows(withSummary(buildSummaries([bandra, powai]), fresh));
    expect(rows.map((r) => r.property_id)).toEqual(['new', 'bandra', 'powai']);
  });

  it('a read leaves the conversation where it is', () => {
    const read = { ...powai, has_unread: false, unread_count: 0 };
    const rows = summaryRows(withSummary(buildSummaries([bandra, { ...powai, has_unread: true, unread_count: 2 }]), read));
    expect(rows.map((r) => [r.property_id, r.has_unread])).toEqual([
      ['bandra', false],
      ['powai', false],
    ]);
  });

  it('moves a conversation from a later page to the top of the first', () => {
    const updated = { ...koramangala, latest_message_at: '2025-03-01T13:00:00.000Z' };
    const data = withSummary(buildSummaries([bandra, powai], [koramangala]), updated);
    expect(data.pages.map((p) => p.items.map((r) => r.property_id))).toEqual([['koramangala', 'bandra', 'powai'], []]);
  });

  it('mark-read clears the unread state of every conversation about that listing, and only those', () => {
    const unread = buildSummaries([
      { ...bandra, has_unread: true, unread_count: 1 },
      { ...bandra, tenant_id: 'tenant-2', has_unread: true, unread_count: 3 },
      { ...powai, has_unread: true, unread_count: 2 },
    ]);
    expect(unreadConversationCount(unread)).toBe(3);
    const data = withPropertyRead(unread, 'bandra');
    expect(summaryRows(data).map((r) => [r.property_id, r.has_unread, r.unread_count])).toEqual([
      ['bandra', false, 0],
      ['bandra', false, 0],
      ['powai', true, 2],
    ]);
    expect(unreadConversationCount(data)).toBe(1);
  });
});
