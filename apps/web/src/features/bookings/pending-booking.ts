import { z } from 'zod';
import '../../lib/zod-config';

/**
 * The booking a tenant is paying for: saved just before
 * the redirect to the card checkout and removed once the payment is confirmed. The cancelled page
 * reads it to offer the same listing again.
 */
const KEY = 'pendingBooking';

const pendingBooking = z.object({
  tenantId: z.string(),
  propertyId: z.string().min(1),
  /** yyyy-mm-dd, as sent to the server. */
  moveInDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Months. */
  duration: z.number().int().positive(),
});
export type PendingBooking = z.infer<typeof pendingBooking>;

export function savePendingBooking(booking: PendingBooking): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(booking));
  } catch {
    // Storage disabled: the payment still works; only 'Try again' loses its listing.
  }
}

/** The stored booking, or null when there is none or it is not one we wrote. */
export function readPendingBooking(): PendingBooking | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = pendingBooking.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreadable storage or a value that is not JSON: treat as no pending booking.
    return null;
  }
}

export function clearPendingBooking(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}
