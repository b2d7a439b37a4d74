import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BeforeInstallPromptEvent } from '../../lib/install-prompt';
import { InstallAppButton } from './install-app';

/** The browser's install offer, as Chromium fires it once the app is installable. */
function offerInstall() {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  }) satisfies BeforeInstallPromptEvent;
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('Install app', () => {
  it('is offered only once the browser offers to install, asks the browser on click, and goes once installed', async () => {
    render(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const { event, prompt } = offerInstall();
    // The browser's own install bar is held back: our button makes the offer.
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledOnce();
    // An offer can be used once: the button goes until the browser offers again.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    offerInstall();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('is not offered inside the installed app', () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(display-mode: standalone)' ? { ...matchMedia(query), matches: true } : matchMedia(query),
    );
    render(<InstallAppButton />);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    vi.restoreAllMocks();
  });
});
