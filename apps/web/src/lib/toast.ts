import { type ExternalToast, toast } from 'sonner';

/** The toast now showing for each kind, so a new one of that kind can take its place. */
const shownByKind = new Map<string, string | number>();

function show(present: (message: string, options?: ExternalToast) => string | number, message: string, kind?: string) {
  if (!kind) {
    present(message);
    return;
  }
  // Dismiss and show anew rather than update in place: sonner drops an update that lands while
  // the old toast is already leaving (at its 3 s mark), and the message would never appear.
  const previous = shownByKind.get(kind);
  if (previous !== undefined) toast.dismiss(previous);
  const id = present(message, { onDismiss: () => forget(kind, id), onAutoClose: () => forget(kind, id) });
  shownByKind.set(kind, id);
}

function forget(kind: string, id: string | number) {
  if (shownByKind.get(kind) === id) shownByKind.delete(kind);
}

/**
 * Toasts of the spec: top right, 3 s. A toast of a `kind` replaces the one of the same kind still
 * showing instead of stacking (spec §8 Contact).
 */
export const notify = {
  success: (message: string, kind?: string) => show(toast.success, message, kind),
  error: (message: string, kind?: string) => show(toast.error, message, kind),
  info: (message: string, kind?: string) => show(toast, message, kind),
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
