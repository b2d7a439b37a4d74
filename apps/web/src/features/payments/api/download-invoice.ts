import { ApiError, type ApiRequestAs, reportRefusedSession } from '../../../lib/api-client';
import { getAdminSession, getUserSession } from '../../../lib/session';

/**
 * Downloads a payment's invoice PDF. The endpoint needs the bearer token, so a plain link cannot
 * fetch it: the PDF is fetched, then handed to the browser as a file named invoice_{id}.pdf.
 */
export async function downloadInvoice(paymentId: string, as: Exclude<ApiRequestAs, 'anonymous'> = 'user'): Promise<void> {
  const token = as === 'admin' ? getAdminSession()?.token : getUserSession()?.token;
  let response: Response;
  try {
    response = await fetch(`/api/payment/${encodeURIComponent(paymentId)}/invoice`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    void reportRefusedSession(as, token, body.code ?? '');
    throw new ApiError(body.error ?? '', response.status, body.code ?? 'HTTP_ERROR');
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `invoice_${paymentId}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
