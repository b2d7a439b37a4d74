import type { AdminOwnerVerification, OwnerVerificationRequest, OwnerVerificationState } from '@rentease/contract';
import type { OwnerVerificationRow } from '../../db/schema/index.js';
import type { AdminVerificationView } from './owner-verification.service.js';

export function toVerificationRequest(row: OwnerVerificationRow): OwnerVerificationRequest {
  return {
    id: row.id,
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
  };
}

export function toVerificationState(state: {
  verifiedAt: Date | null;
  latest: OwnerVerificationRow | null;
}): OwnerVerificationState {
  return {
    verified: state.verifiedAt !== null,
    verified_at: state.verifiedAt?.toISOString() ?? null,
    latest: state.latest ? toVerificationRequest(state.latest) : null,
  };
}

/** The API path of a document: an authorised route, never a public /uploads/ address. */
export const documentPath = (verificationId: string, kind: string) =>
  `/api/owner-verifications/${verificationId}/documents/${kind}`;

export function toAdminVerification(view: AdminVerificationView): AdminOwnerVerification {
  const { request, landlord } = view;
  return {
    ...toVerificationRequest(request),
    landlord: {
      id: landlord.id,
      name: `${landlord.firstName} ${landlord.lastName}`,
      email: landlord.email,
      phone: landlord.phone,
      listings: view.listings,
    },
    documents: view.documents.map((document) => ({
      kind: document.kind,
      content_type: document.contentType,
      byte_size: document.byteSize,
      url: documentPath(request.id, document.kind),
    })),
    documents_deleted_at: request.documentsDeletedAt?.toISOString() ?? null,
  };
}
