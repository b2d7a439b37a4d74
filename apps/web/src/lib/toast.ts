import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { translateApiMessage } from './i18n';

type Sonner = typeof sonnerToast;
type Present = (sonner: Sonner) => (message: string, options?: ExternalToast) => string | number;

// sonner is fetched with the first toast (or when the toaster mounts, after the first paint), so
// the first page's code does not carry it. Toasts wait in order for it; sonner keeps those made
// before its Toaster mounts and shows them once it does.
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => {
  // A failed fetch (offline) is forgotten, so the next toast tries again instead of never showing.
  sonner ??= import('sonner')
    .then((module) => module.toast)
    .catch((error: unknown) => {
      sonner = undefined;
      throw error;
    });
  return sonner;
};

/** Who mounts the toaster (provider.tsx); told when a toast is raised before it has. */
const toasterWanted = new Set<() => void>();

/**
 * Calls `mount` whenever a toast is raised, so a toast raised before the browser was idle (a quick
 * logout on a busy phone) mounts the toaster then instead of waiting for idle, and is seen before
 * the page moves on. Returns the function that stops it.
 */
export function onToastRaised(mount: () => void): () => void {
  toasterWanted.add(mount);
  return () => toasterWanted.delete(mount);
}

/** The toast now showing for each kind, so a new one of that kind can take its place. */
const shownByKind = new Map<string, string | number>();

function show(present: Present, text: string, kind?: string) {
  // A contract message raised as a toast is told here in the language shown, once for every
  // screen; a text already translated by its screen, or the server's own, passes unchanged.
  const message = translateApiMessage(text);
  for (const mount of toasterWanted) mount();
  loadSonner().then((toast) => {
    if (!kind) {
      present(toast)(message);
      return;
    }
    // Dismiss and show anew rather than update in place: sonner drops an update that lands while
    // the old toast is already leaving (at its 3 s mark), and the message would never appear.
    const previous = shownByKind.get(kind);
    if (previous !== undefined) toast.dismiss(previous);
    const id = present(toast)(message, { onDismiss: () => forget(kind, id), onAutoClose: () => forget(kind, id) });
    shownByKind.set(kind, id);
  }, ignoreUnloadable);
}

/** A toast whose library could not be fetched (offline) is dropped; the page itself stays. */
function ignoreUnloadable() {}

function forget(kind: string, id: string | number) {
  if (shownByKind.get(kind) === id) shownByKind.delete(kind);
}

/**
 * Toasts of the spec: top right, 3 s. A toast of a `kind` replaces the one of the same kind still
 * showing instead of stacking.
 */
export const notify = {
  success: (message: string, kind?: string) => show((toast) => toast.success, message, kind),
  error: (message: string, kind?: string) => show((toast) => toast.error, message, kind),
  info: (message: string, kind?: string) =>
    show(
      (toast) => toast,
      message,
      kind,
    ) /** A message that stays until the person acts on it or closes it, with one button that acts. */,
  withAction: (message: string, action: { label: string; onClick: () => void }, kind?: string) =>
    show(
      (toast) => (text, options) => toast.info(text, { ...options, duration: Number.POSITIVE_INFINITY, action }),
      message,
      kind,
    ),
};

const FLASH_KEY = 'flashMessage';

/**
 * A success message that must survive a full page load (admin logout reloads the page).
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
