import { LandlordProperties } from '../../../features/properties/components/landlord-properties';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';
import { useSignedInUser } from '../user-area/signed-in-user';

export default function LandlordPropertiesPage() {
  // The landlord answers the reviews of their listings from each listing's dialog.
  return (
    <LandlordProperties
      ownerId={useSignedInUser().userId}
      renderSections={(property) => <LazyPropertyReviews property={property} canReply />}
    />
  );
}
