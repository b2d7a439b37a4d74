import { LandlordProperties } from '../../../features/properties/components/landlord-properties';
import { LazyPropertyReviews } from '../../../features/reviews/components/lazy-property-reviews';
import { LazyVisitHoursFormSection, LazyVisitHoursSection } from '../../../features/visits/components/lazy-visit-hours-section';
import { useSignedInUser } from '../user-area/signed-in-user';

export default function LandlordPropertiesPage() {
  // The landlord sets each listing's visit hours (in its dialog and its edit form) and answers its reviews.
  return (
    <LandlordProperties
      ownerId={useSignedInUser().userId}
      renderSections={(property) => (
        <>
          <LazyVisitHoursSection property={property} />
          <LazyPropertyReviews property={property} canReply />
        </>
      )}
      renderFormSections={(property) => <LazyVisitHoursFormSection property={property} />}
    />
  );
}
