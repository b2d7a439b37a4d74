import { Container } from '@mui/material';
import { PageHeading } from '../../../components/layout/page-heading';

export default function BrowsePage() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title="Search Properties" />
    </Container>
  );
}
