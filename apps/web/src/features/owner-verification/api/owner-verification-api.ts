import type { DecideOwnerVerificationBody, OwnerDocumentKind, OwnerVerificationStatus } from '@rentease/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';

export const ownerVerificationKeys = {
  all: ['owner-verification'] as const,
  mine: () => [...ownerVerificationKeys.all, 'mine'] as const,
  queues: () => [...ownerVerificationKeys.all, 'queue'] as const,
  queue: (status: OwnerVerificationStatus) => [...ownerVerificationKeys.queues(), status] as const,
};

/** GET /api/me/verification: whether the landlord is a verified owner, and their latest request. */
export const myVerificationQueryOptions = () =>
  queryOptions({
    queryKey: ownerVerificationKeys.mine(),
    queryFn: ({ signal }) => answer(api('user').GET('/api/me/verification', { signal })),
  });

export function useMyVerification() {
  return useQuery(myVerificationQueryOptions());
}

export type VerificationDocuments = Record<OwnerDocumentKind, File>;

/**
 * POST /api/me/verification: both documents as multipart/form-data. The route reads its files
 * from the stream rather than from a JSON schema, so the form data is put on the request after
 * the client has added the session's token.
 */
function submitDocuments(documents: VerificationDocuments) {
  const form = new FormData();
  for (const [kind, file] of Object.entries(documents)) form.append(kind, file);
  return answer(
    api('user').POST('/api/me/verification', {
      middleware: [{ onRequest: ({ request }) => new Request(request, { body: form }) }],
    }),
  );
}

/** The landlord sends their documents; the answer (now pending) replaces their state. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDocuments,
    onSuccess: (state) => queryClient.setQueryData(ownerVerificationKeys.mine(), state),
    // Refused because a request already waits or was approved meanwhile (another tab): show that.
    onError: (error) => {
      if (error.status === 409) return queryClient.invalidateQueries({ queryKey: ownerVerificationKeys.mine() });
    },
  });
}

/** GET /api/admin/owner-verifications: the admin's queue of one status, page by page. */
export const verificationQueueQueryOptions = (status: OwnerVerificationStatus) =>
  infiniteQueryOptions({
    queryKey: ownerVerificationKeys.queue(status),
    queryFn: ({ pageParam, signal }) =>
      listPage(api('admin').GET('/api/admin/owner-verifications', { params: { query: { status, cursor: pageParam } }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useVerificationQueue(status: OwnerVerificationStatus) {
  return useInfiniteQuery(verificationQueueQueryOptions(status));
}

/** POST /api/admin/owner-verifications/{id}/decision: every tab of the queue reloads after it. */
export function useDecideVerification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideOwnerVerificationBody) =>
      answer(api('admin').POST('/api/admin/owner-verifications/{id}/decision', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerVerificationKeys.queues() }),
  });
}

/**
 * GET /api/owner-verifications/{id}/documents/{kind}: the document behind the admin's token (or
 * the landlord's), as a blob the page can show or open; never a plain link, which would carry no token.
 */
export function fetchDocument(id: string, kind: OwnerDocumentKind, as: 'user' | 'admin'): Promise<Blob> {
  return answer(
    api(as).GET('/api/owner-verifications/{id}/documents/{kind}', { params: { path: { id, kind } }, parseAs: 'blob' }),
  );
}
