import { answer, api } from '../../../lib/api-client';

/** GET /api/payment/status/{session_id}: confirms the booking once the card is charged (idempotent). */
export function getPaymentStatus(sessionId: string, signal?: AbortSignal) {
  return answer(api('user').GET('/api/payment/status/{session_id}', { params: { path: { session_id: sessionId } }, signal }));
}
