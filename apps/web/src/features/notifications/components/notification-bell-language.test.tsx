import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithQueries, stubApi } from '../../../test/render';
import { NotificationBell } from './notification-bell';

describe('the bell when the language changes', () => {
  it('asks for the notifications again, which the server tells in the language now shown', async () => {
    const sent = stubApi({ 'GET /api/me/notifications': { notifications: [], unread_count: 0 } });
    const asked = () => sent.filter((request) => request.path === '/api/me/notifications').length;
    renderWithQueries(<NotificationBell as="user" />);
    await waitFor(() => expect(asked()).toBe(1));

    await act(() => changeLanguage('hi'));
    await waitFor(() => expect(asked()).toBe(2));
  });
});
