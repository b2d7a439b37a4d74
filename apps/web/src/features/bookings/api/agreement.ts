import type { SignAgreementBody } from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestAs, answer, api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { bookingKeys } from './booking-keys';

type SignedInAs = Exclude<ApiRequestAs, 'anonymous'>;

/** GET /api/bookings/{bookingId}/agreement/status: who has signed, and the document's fingerprint. */
export function agreementStatusOptions(bookingId: string, as: SignedInAs) {
  return queryOptions({
    queryKey: bookingKeys.agreement(bookingId),
    queryFn: () => answer(api(as).GET('/api/bookings/{bookingId}/agreement/status', { params: { path: { bookingId } } })),
  });
}

export function useAgreementStatus(bookingId: string, as: SignedInAs) {
  return useQuery(agreementStatusOptions(bookingId, as));
}

/**
 * GET /api/bookings/{bookingId}/agreement: the PDF (with its signature page once both have signed),
 * in the reader's language, or in `lang` when given (the English original a translation names).
 */
export function fetchAgreementPdf(bookingId: string, as: SignedInAs, lang?: Language): Promise<Blob> {
  return answer(
    api(as).GET('/api/bookings/{bookingId}/agreement', { params: { path: { bookingId }, query: { lang } }, parseAs: 'blob' }),
  );
}

export async function downloadAgreement(bookingId: string, reference: string, as: SignedInAs, lang?: Language): Promise<void> {
  saveFile(await fetchAgreementPdf(bookingId, as, lang), `rental_agreement_${reference}.pdf`);
}

/** POST /api/bookings/{bookingId}/agreement/sign; the status (and the list's chip) reload after. */
export function useSignAgreement(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignAgreementBody) =>
      answer(api('user').POST('/api/bookings/{bookingId}/agreement/sign', { params: { path: { bookingId } }, body })),
    onSuccess: ({ message: _, ...status }) => queryClient.setQueryData(bookingKeys.agreement(bookingId), status),
    // Already signed (another tab): show the status as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.agreement(bookingId) }),
  });
}

/** GET /api/bookings/{bookingId}/rent-statement?fy=…, saved as a PDF. */
export async function downloadRentStatement(bookingId: string, reference: string, fy: string, as: SignedInAs) {
  const pdf = await answer(
    api(as).GET('/api/bookings/{bookingId}/rent-statement', { params: { path: { bookingId }, query: { fy } }, parseAs: 'blob' }),
  );
  saveFile(pdf, `rent_statement_${reference}_${fy}.pdf`);
}
