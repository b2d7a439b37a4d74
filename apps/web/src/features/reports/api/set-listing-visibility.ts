import type { AdminReport, PropertyVisibilityInput } from '@rentease/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/list-page';
import { reportKeys } from './report-keys';

type Pages = InfiniteData<ListPage<AdminReport>>;

/**
 * PATCH /api/property/{id}/visibility: the admin hides a listing (with the reason its
 * landlord reads) or shows it again. Every report on that listing shows the new state.
 */
export function useSetListingVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: PropertyVisibilityInput }) =>
      answer(api('admin').PATCH('/api/property/{id}/visibility', { params: { path: { id: propertyId } }, body })),
    onSuccess: (listing) =>
      queryClient.setQueryData<Pages>(reportKeys.queue(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((report) =>
                  report.property_id === listing.id
                    ? {
                        ...report,
                        property_hidden: listing.hidden_reason !== undefined,
                        property_hidden_reason: listing.hidden_reason ?? null,
                      }
                    : report,
                ),
              })),
            }
          : data,
      ),
  });
}
