import { TOAST_DURATION_MS } from '@rentease/contract';
import { Toaster } from 'sonner';

/** Toasts of spec §9: top right, 3000 ms. */
export default function AppToaster() {
  // Below the 64 px app bar, so a toast never hides the greeting or a dialog close button.
  return <Toaster position="top-right" offset={{ top: 76, right: 16 }} duration={TOAST_DURATION_MS} richColors closeButton />;
}
