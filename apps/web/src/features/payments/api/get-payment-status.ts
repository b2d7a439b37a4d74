import type { PaymentStatusResponse } from '@rentease/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payment/status/{session_id}: confirms the booking once the card is charged (idempotent). */
export function getPaymentStatus(sessionId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return apiRequest(`/api/payment/status/${encodeURIComponent(sessionId)}`, { signal });
}
