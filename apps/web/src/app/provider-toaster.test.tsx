import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/toast';
import { AppProvider } from './provider';

describe('the toaster', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('mounts when a toast is raised, without waiting for the browser to be idle', async () => {
    // A browser that stays busy: the idle callback never comes.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = render(
      <AppProvider>
        <p>Page</p>
      </AppProvider>,
    );
    notify.success('Logged out successfully');
    expect(await screen.findByText('Logged out successfully', undefined, { timeout: 3000 })).toBeDefined();
    unmount();
  });
});
