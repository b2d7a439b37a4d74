import { Box } from '@mui/material';
import { PageHeading } from '../../../components/layout/page-heading';
import { VisitList } from '../../../features/visits/components/visit-list';

/** Visits: the homes the tenant is going to see, and the ones they saw or called off. */
export default function TenantVisitsPage() {
  return (
    <Box>
      <PageHeading title="Visits" />
      <VisitList side="tenant" />
    </Box>
  );
}
