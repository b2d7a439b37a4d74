import { Button, Tooltip } from '@mui/material';
import { useNavigate } from 'react-router';
import { PropertySearch } from '../../../features/properties/components/property-search';

/**
 * The tenant search. 'Contact Owner' opens Messages with that owner and listing; booking and
 * payment arrive with the bookings feature, so the button says so instead of pretending.
 */
export default function TenantSearchPage() {
  const navigate = useNavigate();
  return (
    <PropertySearch
      variant="tenant"
      renderActions={(property) => (
        <>
          <Button
            variant="outlined"
            onClick={() => navigate(`/tenant/messages?propertyId=${property.id}&landlordId=${property.user_id}`)}
          >
            Contact Owner
          </Button>
          <Tooltip title="Online booking opens soon">
            <span>
              <Button variant="contained" disabled>
                Book this Property
              </Button>
            </span>
          </Tooltip>
        </>
      )}
    />
  );
}
