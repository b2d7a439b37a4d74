import { LandlordProperties } from '../../../features/properties/components/landlord-properties';

export default function LandlordPropertiesPage() {
  return <LandlordProperties />;
}
