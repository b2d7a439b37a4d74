import { Button, Container } from '@mui/material';
import { useNavigate } from 'react-router';
import { PropertySearch } from '../../../features/properties/components/property-search';

/** The public search: contacting an owner or booking needs an account (spec §2). */
export default function BrowsePage() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PropertySearch
        variant="public"
        renderActions={() => (
          <>
            <Button variant="outlined" onClick={() => navigate('/login')}>
              Contact Owner
            </Button>
            <Button variant="contained" onClick={() => navigate('/login')}>
              Book this Property
            </Button>
          </>
        )}
      />
    </Container>
  );
}
