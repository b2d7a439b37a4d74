import { type ApiRequestAs, answer, api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/payment/{paymentId}/receipt: the rent receipt PDF, fetched with the session's token and saved. */
export async function downloadReceipt(paymentId: string, as: Exclude<ApiRequestAs, 'anonymous'> = 'user'): Promise<void> {
  const pdf = await answer(api(as).GET('/api/payment/{paymentId}/receipt', { params: { path: { paymentId } }, parseAs: 'blob' }));
  saveFile(pdf, `rent_receipt_${paymentId}.pdf`);
}
