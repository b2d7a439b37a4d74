import { Alert, Box } from '@mui/material';
import { messages } from '@rentease/contract';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading';
import { LandlordEarnings } from '../../../features/payments/components/landlord-earnings';
import { getUserSession } from '../../../lib/session';

/** Earnings (spec §2 landlord area). */
export default function LandlordEarningsPage() {
  const [session] = useState(getUserSession);
  return (
    <Box>
      <PageHeading title="Earnings Overview" />
      {session ? <LandlordEarnings landlordId={session.userId} /> : <Alert severity="warning">{messages.loginRequired}</Alert>}
    </Box>
  );
}
