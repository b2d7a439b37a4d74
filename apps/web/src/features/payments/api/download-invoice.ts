import { type ApiRequestAs, answer, api } from '../../../lib/api-client';

/**
 * Downloads a payment's invoice PDF. The endpoint needs the bearer token, so a plain link cannot
 * fetch it: the PDF is fetched, then handed to the browser as a file named invoice_{id}.pdf.
 */
export async function downloadInvoice(paymentId: string, as: Exclude<ApiRequestAs, 'anonymous'> = 'user'): Promise<void> {
  const pdf = await answer(api(as).GET('/api/payment/{paymentId}/invoice', { params: { path: { paymentId } }, parseAs: 'blob' }));
  const url = URL.createObjectURL(pdf);
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
