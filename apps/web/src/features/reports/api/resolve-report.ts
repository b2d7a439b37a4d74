import type { AdminReport, ResolveReportBody } from '@rentease/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/list-page';
import { reportKeys } from './report-keys';

type Pages = InfiniteData<ListPage<AdminReport>>;

/**
 * PATCH /api/admin/reports/{id}: dismiss or action a report. The report as the server
 * now has it replaces ours, and the listing's open count drops on its other reports too.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ResolveReportBody['status'] }) =>
      answer(api('admin').PATCH('/api/admin/reports/{id}', { params: { path: { id } }, body: { status } })),
    onSuccess: (updated) =>
      queryClient.setQueryData<Pages>(reportKeys.queue(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((report) =>
                  report.id === updated.id
                    ? updated
                    : report.property_id === updated.property_id
                      ? { ...report, open_reports_on_listing: updated.open_reports_on_listing }
                      : report,
                ),
              })),
            }
          : data,
      ),
  });
}
