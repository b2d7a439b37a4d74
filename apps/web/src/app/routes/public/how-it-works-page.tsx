import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Card, CardContent, Container, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { FeatureCard } from '../../../features/marketing/components/feature-card';

const STEPS = [
  {
    icon: <SearchIcon />,
    title: 'Find Properties',
    text: 'Search by city, filter by price, type and bedrooms, and open any listing for photos, details and availability.',
  },
  {
    icon: <ChatIcon />,
    title: 'Connect Instantly',
    text: 'Message the owner in real time to ask questions, arrange a visit or agree on the details.',
  },
  {
    icon: <KeyIcon />,
    title: 'Book & Move In',
    text: 'Pick a move-in date and how many months you need, pay securely by card, and your booking is confirmed.',
  },
];

const FOR_TENANTS = [
  'Discover local listings with photos, prices and live availability',
  'Chat with owners directly — no brokers in between',
  'Book a move-in date for 1 to 24 months',
  'Pay by card and track every payment with downloadable receipts',
];

const FOR_LANDLORDS = [
  'List a property with images and rental terms through a simple listing wizard',
  'Answer tenants by live chat',
  'Handle booking requests and see who is moving in when',
  'View insights on your bookings and earnings',
];

const WHY = [
  {
    icon: <VerifiedIcon />,
    title: 'Verified Listings',
    text: 'Listings are checked by our team so what you see is what you rent.',
  },
  {
    icon: <ShieldIcon />,
    title: 'Safe Transactions',
    text: 'Encrypted card payments, and the amount is always computed from the listed rent.',
  },
  {
    icon: <GroupsIcon />,
    title: 'Community Reviewed',
    text: 'Tenants and landlords leave feedback, keeping the marketplace honest.',
  },
];

function AudienceList({ title, items }: { title: string; items: string[] }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h4" component="h3" gutterBottom>
          {title}
        </Typography>
        <List dense>
          {items.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                <CheckIcon />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export default function HowItWorksPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 1.5 }}>
        How It Works
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 6, fontSize: '1.1rem' }}>
        Renting made simple in three steps.
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 3,
          mb: 8,
        }}
      >
        {STEPS.map((step, index) => (
          <Box component="li" key={step.title}>
            <FeatureCard icon={step.icon} title={`${index + 1}. ${step.title}`} text={step.text} />
          </Box>
        ))}
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mb: 8 }}>
        <AudienceList title="For Tenants" items={FOR_TENANTS} />
        <AudienceList title="For Landlords" items={FOR_LANDLORDS} />
      </Box>

      <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Why Choose RentEase?
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
        {WHY.map((w) => (
          <FeatureCard key={w.title} {...w} />
        ))}
      </Box>
    </Container>
  );
}
