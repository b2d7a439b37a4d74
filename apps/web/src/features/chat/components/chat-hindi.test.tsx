import type { ConversationSummary } from '@rentease/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import type { ChatLine } from '../chat-cache';
import { ChatComposer } from './chat-composer';
import { ChatMessageLog } from './chat-message-log';
import { ConversationList } from './conversation-list';

const conversation: ConversationSummary = {
  property_id: 'prop-1',
  landlord_id: 'landlord-1',
  tenant_id: 'tenant-1',
  title: 'Sunny 2BHK',
  location: 'Indiranagar, Bengaluru',
  latest_message: 'Is it still free?',
  latest_message_at: new Date().toISOString(),
  latest_sender_id: 'tenant-1',
  has_unread: true,
  unread_count: 2,
  other_party_name: 'Lata Landlord',
};

const lines: ChatLine[] = [
  {
    id: 'm1',
    message: 'Is it still free?',
    senderId: 'tenant-1',
    createdAt: new Date().toISOString(),
    isRead: true,
    delivery: 'stored',
  },
];

describe('chat in Hindi', () => {
  beforeEach(() => changeLanguage('hi'));

  it('shows the list, the log and the input in Hindi, and the people’s words as they wrote them', () => {
    const noop = () => undefined;
    render(
      <>
        <ConversationList
          conversations={[conversation]}
          myId="tenant-1"
          openKey={undefined}
          onOpen={noop}
          isPending={false}
          isError={false}
          onRetry={noop}
          hasMore
          isLoadingMore={false}
          onLoadMore={noop}
          empty={null}
        />
        <ChatMessageLog
          lines={lines}
          myId="tenant-1"
          otherName="Lata Landlord"
          label="log"
          hasOlder={false}
          isLoadingOlder={false}
          onLoadOlder={noop}
          onRetry={noop}
          empty={null}
        />
        <ChatComposer onSend={noop} autoFocus={false} />
      </>,
    );

    expect(screen.getByRole('list', { name: 'बातचीत' }).textContent).toContain('आप: Is it still free?');
    expect(screen.getByText('2 बिना पढ़े मैसेज')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पुरानी बातचीत देखें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आज' })).toBeTruthy();
    expect(screen.getByTestId('chat-delivery').textContent).toBe('पढ़ा गया');
    expect(screen.getByRole('textbox', { name: 'मैसेज' }).getAttribute('placeholder')).toBe('मैसेज लिखें…');
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeTruthy();

    const shown = document.body.textContent ?? '';
    for (const english of ['You:', 'unread', 'Show older', 'Today', 'Read', 'Send']) expect(shown).not.toContain(english);
  });
});
