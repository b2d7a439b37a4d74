import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Card, CardContent, Container, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../../features/marketing/components/feature-card';
import { msg } from '../../../lib/i18n';
// The feature cards' rules.
import './home-page.css';

const STEPS = [
  {
    icon: <SearchIcon />,
    title: msg('Find Properties'),
    text: msg('Search by city, filter by price, type and bedrooms, and open any listing for photos, details and availability.'),
  },
  {
    icon: <ChatIcon />,
    title: msg('Connect Instantly'),
    text: msg('Message the owner in real time to ask questions, arrange a visit or agree on the details.'),
  },
  {
    icon: <KeyIcon />,
    title: msg('Book & Move In'),
    text: msg('Pick a move-in date and how many months you need, pay securely by card, and your booking is confirmed.'),
  },
];

const FOR_TENANTS = [
  msg('Discover local listings with photos, prices and live availability'),
  msg('Chat with owners directly — no brokers in between'),
  msg('Book a move-in date for 1 to 24 months'),
  msg('Pay by card and track every payment with downloadable receipts'),
];

const FOR_LANDLORDS = [
  msg('List a property with images and rental terms through a simple listing wizard'),
  msg('Answer tenants by live chat'),
  msg('Handle booking requests and see who is moving in when'),
  msg('View insights on your bookings and earnings'),
];

const WHY = [
  {
    icon: <VerifiedIcon />,
    title: msg('Verified Listings'),
    text: msg('Listings are checked by our team so what you see is what you rent.'),
  },
  {
    icon: <ShieldIcon />,
    title: msg('Safe Transactions'),
    text: msg('Encrypted card payments, and the amount is always computed from the listed rent.'),
  },
  {
    icon: <GroupsIcon />,
    title: msg('Community Reviewed'),
    text: msg('Tenants and landlords leave feedback, keeping the marketplace honest.'),
  },
];

function AudienceList({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation();
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
              <ListItemText primary={t(item)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export default function HowItWorksPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 1.5 }}>
        {t('How It Works')}
      </Typography>
      <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 6, fontSize: '1.1rem' }}>
        {t('Renting made simple in three steps.')}
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
            <FeatureCard icon={step.icon} title={`${index + 1}. ${t(step.title)}`} text={t(step.text)} />
          </Box>
        ))}
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mb: 8 }}>
        <AudienceList title={t('For Tenants')} items={FOR_TENANTS} />
        <AudienceList title={t('For Landlords')} items={FOR_LANDLORDS} />
      </Box>

      <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
        {t('Why Choose RentEase?')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
        {WHY.map((w) => (
          <FeatureCard key={w.title} icon={w.icon} title={t(w.title)} text={t(w.text)} />
        ))}
      </Box>
    </Container>
  );
}
