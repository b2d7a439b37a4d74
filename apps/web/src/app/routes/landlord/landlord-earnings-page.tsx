import { Box } from '@mui/material';
import { PageHeading } from '../../../components/layout/page-heading';
import { LandlordEarnings } from '../../../features/payments/components/landlord-earnings';
import { useSignedInUser } from '../user-area/signed-in-user';

/** Earnings (spec §2 landlord area). */
export default function LandlordEarningsPage() {
  const session = useSignedInUser();
  return (
    <Box>
      <PageHeading title="Earnings Overview" />
      <LandlordEarnings landlordId={session.userId} />
    </Box>
  );
}
