import type { CreateReportBody, CreateReportResponse } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/property/{id}/report (issue 11): the signed-in user flags a listing for the admin. */
export function useReportListing() {
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: CreateReportBody }) =>
      apiRequest<CreateReportResponse>(`/api/property/${encodeURIComponent(propertyId)}/report`, {
        method: 'POST',
        body,
        as: 'user',
      }),
  });
}
