import type { RegisterSWOptions } from 'virtual:pwa-register';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Offer = { message: string; label: string; onClick: () => void };
const offers: Offer[] = [];
let options: RegisterSWOptions = {};
const updateServiceWorker = vi.fn(async () => {});

vi.mock('virtual:pwa-register', () => ({
  registerSW: (given: RegisterSWOptions) => {
    options = given;
    return updateServiceWorker;
  },
}));
vi.mock('../lib/toast', () => ({
  notify: {
    withAction: (message: string, action: { label: string; onClick: () => void }) => offers.push({ message, ...action }),
  },
}));

const { registerServiceWorker } = await import('./service-worker');
const { startI18n } = await import('../lib/i18n');
await startI18n('en');
const reload = vi.fn();

beforeEach(() => {
  offers.length = 0;
  updateServiceWorker.mockClear();
  reload.mockClear();
  vi.stubGlobal('window', { location: { reload } });
  registerServiceWorker();
});

describe('a new version of the app', () => {
  it('is offered with Reload, and only the press of Reload switches to it and reloads the page', async () => {
    options.onNeedRefresh?.();
    expect(offers.map(({ message, label }) => [message, label])).toEqual([['A new version of RentEase is ready', 'Reload']]);
    expect(updateServiceWorker).not.toHaveBeenCalled();

    offers[0]?.onClick();
    expect(updateServiceWorker).toHaveBeenCalledOnce();
    // The new worker takes over; the page that asked reloads into it.
    options.onNeedReload?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('taking over from another tab never reloads this one on its own: it offers Reload instead', () => {
    options.onNeedReload?.();
    expect(reload).not.toHaveBeenCalled();
    expect(offers.map(({ label }) => label)).toEqual(['Reload']);
    offers[0]?.onClick();
    expect(reload).toHaveBeenCalledOnce();
  });
});
