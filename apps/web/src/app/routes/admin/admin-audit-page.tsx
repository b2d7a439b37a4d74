import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { AuditLogTable } from '../../../features/admin/components/audit-log-table';

/** Audit log: who did what, to what, when and from where; admins' actions and accounts' security events. */
export default function AdminAuditPage() {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeading title={t('Audit log')} />
      <AuditLogTable empty={<EmptyState icon={<HistoryIcon />} title={t('Nothing in the audit log matches.')} />} />
    </Box>
  );
}
