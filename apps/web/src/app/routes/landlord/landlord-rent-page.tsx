import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/page-heading';
import { LandlordRent } from '../../../features/rent/components/landlord-rent';
import { useSignedInUser } from '../user-area/signed-in-user';

/** Rent: every month of the landlord's monthly stays, paid, due or late, with the totals. Drawn without MUI. */
export default function LandlordRentPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  return (
    <div>
      <PageHeading title={t('Rent')} />
      <LandlordRent landlordId={session.userId} />
    </div>
  );
}
