import { toast } from 'sonner';

/**
 * Toasts of the spec: top right, 3 s. A toast with an `id` replaces the previous one of the same
 * kind instead of stacking (spec §8 Contact).
 */
export const notify = {
  success: (message: string, id?: string) => toast.success(message, id ? { id } : undefined),
  error: (message: string, id?: string) => toast.error(message, id ? { id } : undefined),
  info: (message: string, id?: string) => toast(message, id ? { id } : undefined),
};

const FLASH_KEY = 'flashMessage';

/**
 * A success message that must survive a full page load (admin logout reloads the page, spec §4).
 * Kept in sessionStorage, which logout does not clear, and shown once by the next page.
 */
export function flashAfterReload(message: string) {
  try {
    window.sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Without storage the message is simply not repeated after the reload.
  }
}

export function showPendingFlash() {
  try {
    const message = window.sessionStorage.getItem(FLASH_KEY);
    if (!message) return;
    window.sessionStorage.removeItem(FLASH_KEY);
    notify.success(message, 'flash');
  } catch {
    // Storage unavailable: nothing was flashed.
  }
}
