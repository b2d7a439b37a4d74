import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { LandlordEarnings } from '../../../features/payments/components/landlord-earnings';
import { useOwnListingTitles } from '../../../features/properties/api/properties-api';
import { useSignedInUser } from '../user-area/signed-in-user';

/** Earnings: the landlord's money, with their own listings offered to filter the invoices by. Drawn without MUI. */
export default function LandlordEarningsPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  const listings = useOwnListingTitles(session.userId);
  return (
    <div>
      <PageHeading title={t('Earnings Overview')} />
      <LandlordEarnings landlordId={session.userId} listings={listings.data} />
    </div>
  );
}
