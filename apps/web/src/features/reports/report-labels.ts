import type { AdminReport, ReportReason } from '@rentease/contract';
import { msg } from '../../lib/i18n';

/** Why a listing was reported, as the form offers it and the queue shows it (the contract's wording). */
export const REPORT_REASON_TEXTS: Record<ReportReason, string> = {
  scam: msg('Looks like a scam'),
  inaccurate: msg('Details or photos are wrong'),
  offensive: msg('Offensive content'),
  unavailable: msg('No longer available'),
  other: msg('Something else'),
};

export const REPORT_STATUS_TEXTS: Record<AdminReport['status'], string> = {
  open: msg('Open'),
  dismissed: msg('Dismissed'),
  actioned: msg('Actioned'),
};
