import type { AdminReport } from '@rentease/contract';
import { fullName } from '../../lib/names.js';
import type { ReportView } from './reports.service.js';

/** Row → the admin queue's report shape (snake_case, ISO times). */
export function toAdminReport(view: ReportView): AdminReport {
  const { report } = view;
  return {
    id: report.id,
    property_id: report.propertyId,
    property_title: view.propertyTitle,
    property_city: view.propertyCity,
    property_hidden: view.propertyHiddenAt !== null,
    property_hidden_reason: view.propertyHiddenReason,
    property_removed: view.propertyDeletedAt !== null,
    reporter_id: report.reporterId,
    reporter_name: fullName(view.reporterFirstName, view.reporterLastName),
    reporter_email: view.reporterEmail,
    reason: report.reason,
    details: report.details,
    status: report.status,
    created_at: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    open_reports_on_listing: view.openOnListing,
  };
}
