import { LandlordProperties } from '../../../features/properties/components/landlord-properties';
import { useSignedInUser } from '../user-area/signed-in-user';

export default function LandlordPropertiesPage() {
  return <LandlordProperties ownerId={useSignedInUser().userId} />;
}
