import type { CreateReportBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';

/** POST /api/property/{id}/report: the signed-in user flags a listing for the admin. */
export function useReportListing() {
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: CreateReportBody }) =>
      answer(api('user').POST('/api/property/{id}/report', { params: { path: { id: propertyId } }, body })),
  });
}
