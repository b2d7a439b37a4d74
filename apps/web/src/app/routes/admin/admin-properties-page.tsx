import { PropertySearch } from '../../../features/properties/components/property-search';

/** The admin reads every listing; the dialog has no contact or booking buttons (spec §2). */
export default function AdminPropertiesPage() {
  return <PropertySearch variant="admin" />;
}
