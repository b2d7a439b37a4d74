import { LandlordProperties } from '../../../features/properties/components/landlord-properties';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';
import { LazyVisitHoursSection } from '../../../features/visits/components/lazy-visit-hours-section';
import { useSignedInUser } from '../user-area/signed-in-user';

export default function LandlordPropertiesPage() {
  // The landlord sets each listing's visit hours and answers its reviews from the listing's dialog.
  return (
    <LandlordProperties
      ownerId={useSignedInUser().userId}
      renderSections={(property) => (
        <>
          <LazyVisitHoursSection property={property} />
          <LazyPropertyReviews property={property} canReply />
        </>
      )}
    />
  );
}
